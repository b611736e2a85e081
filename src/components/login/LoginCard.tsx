import type { ReactNode } from 'react'
import { css, cx } from '../../../styled-system/css'
import { alert, heading } from '../../../styled-system/recipes'

// Written out, so the build finds them (scripts/pandaInline.ts, Panda's extractor).
const stack = { 2: css({ display: 'flex', flexDirection: 'column', gap: '2' }), 6: css({ display: 'flex', flexDirection: 'column', gap: '6' }) }

/**
 * The login page's frame, built at build time as the app's AuthCard looks (the other public auth pages keep that one):
 * product name (to the home page) beside the language switcher, title, subtitle, the server's error, the form, the links below.
 */
export function LoginCard({
  productName,
  homeHref,
  title,
  subtitle,
  languageSelect,
  serverError,
  notice,
  footer,
  children,
}: {
  productName: string
  homeHref: string
  title: string
  subtitle: string
  languageSelect: ReactNode
  serverError: string | null
  /** A word for the person, above the form (the registration's verification e-mail). */
  notice?: string
  footer: ReactNode
  children: ReactNode
}) {
  const alertParts = alert({ status: 'error' })
  const noticeParts = alert({ status: 'info' })
  return (
    <main className={css({ minH: '100dvh', bg: 'bg.subtle', display: 'flex', alignItems: 'center', justifyContent: 'center', px: '4', py: '10' })}>
      <div className={cx(stack[6], css({ w: 'full', maxW: 'md', bg: 'bg.panel', borderWidth: '1px', borderRadius: 'l3', p: { base: '6', md: '8' }, boxShadow: 'sm' }))}>
        <div className={stack[2]}>
          <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4' })}>
            <a href={homeHref}>
              <p className={css({ fontWeight: 'bold', color: 'brand.fg' })}>{productName}</p>
            </a>
            {languageSelect}
          </div>
          <h1 className={heading({ size: '2xl' })}>{title}</h1>
          <p className={css({ color: 'fg.muted' })}>{subtitle}</p>
        </div>
        {serverError && (
          <div role="alert" data-status="error" className={alertParts.root}>
            <span className={alertParts.indicator}>
              <svg stroke="currentColor" fill="currentColor" strokeWidth="0" viewBox="0 0 24 24">
                <path d="M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z" />
              </svg>
            </span>
            <div className={alertParts.description}>
              {/* The server's words may be in another language than the page's: isolated, as the app's AuthCard does. */}
              <bdi>{serverError}</bdi>
            </div>
          </div>
        )}
        {notice && (
          <div role="status" data-status="info" className={noticeParts.root}>
            <div className={noticeParts.description}>{notice}</div>
          </div>
        )}
        {children}
        <div className={cx(stack[2], css({ fontSize: 'sm', color: 'fg.muted' }))}>{footer}</div>
      </div>
    </main>
  )
}
