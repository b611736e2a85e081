import { LocaleProvider } from '@ark-ui/react/locale'
import { Toast, Toaster, useToastContext } from '@ark-ui/react/toast'
import { createPortal } from 'react-dom'
import { css, cx } from '../../../styled-system/css'
import { toast as toastRecipe } from '../../../styled-system/recipes'
import { Spinner } from './Spinner'
import { checkoutToaster } from './checkoutToastStore'
import { useTranslator } from '../../i18n/TranslatorContext'

// Chakra's toast icons: a tick in a circle for success, an exclamation mark in a circle for errors and warnings.
const CIRCLED_TICK = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z'
const CIRCLED_MARK = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z'
const CROSS = 'M18.7071 6.70711C19.0976 6.31658 19.0976 5.68342 18.7071 5.29289C18.3166 4.90237 17.6834 4.90237 17.2929 5.29289L12 10.5858L6.70711 5.29289C6.31658 4.90237 5.68342 4.90237 5.29289 5.29289C4.90237 5.68342 4.90237 6.31658 5.29289 6.70711L10.5858 12L5.29289 17.2929C4.90237 17.6834 4.90237 18.3166 5.29289 18.7071C5.68342 19.0976 6.31658 19.0976 6.70711 18.7071L12 13.4142L17.2929 18.7071C17.6834 19.0976 18.3166 19.0976 18.7071 18.7071C19.0976 18.3166 19.0976 17.6834 18.7071 17.2929L13.4142 12L18.7071 6.70711Z'
const ICONS: Record<string, string> = { success: CIRCLED_TICK, error: CIRCLED_MARK, warning: CIRCLED_MARK }

function Indicator({ className }: { className: string }) {
  const path = ICONS[useToastContext().type ?? '']
  return path ? (
    <svg viewBox="0 0 24 24" stroke="currentColor" fill="currentColor" strokeWidth="0" className={className}>
      <path d={path} />
    </svg>
  ) : null
}

/**
 * The checkout's toasts (Ark's toast machines) in Chakra's toast styles, loaded by CheckoutToasts with the first toast; the
 * product's messages in the reader's language (the flows notify in the SPEC's English words), the server's as it sent them.
 */
export function CheckoutToastList() {
  const { locale, t, text } = useTranslator()
  const parts = toastRecipe()
  return createPortal(
    <LocaleProvider locale={locale}>
      <Toaster toaster={checkoutToaster} className={css({ insetInline: { mdDown: '4' } })}>
        {(toast) => (
          <Toast.Root className={cx(parts.root, css({ width: { md: 'sm' } }))}>
            {toast.type === 'loading' ? <Spinner size="sm" className={css({ color: 'brand.solid' })} /> : <Indicator className={parts.indicator} />}
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', maxWidth: '100%' })}>
              {toast.title && <Toast.Title className={parts.title}>{typeof toast.title === 'string' ? text(toast.title) : toast.title}</Toast.Title>}
              {toast.description && <Toast.Description className={parts.description}>{typeof toast.description === 'string' ? text(toast.description) : toast.description}</Toast.Description>}
            </div>
            {toast.closable && (
              <Toast.CloseTrigger aria-label={t('closeNotice')} className={parts.closeTrigger}>
                <svg viewBox="0 0 24 24" fill="currentColor">
                  <path fillRule="evenodd" clipRule="evenodd" d={CROSS} />
                </svg>
              </Toast.CloseTrigger>
            )}
          </Toast.Root>
        )}
      </Toaster>
    </LocaleProvider>,
    document.body,
  )
}
