import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { heading } from '../../../styled-system/recipes'
import { config } from '../../config'
import { useTranslator } from '../../i18n/TranslatorContext'
import { LanguageSwitcher } from './LanguageSwitcher'
import { Ltr } from './Phrase'

/** The checkout's page: one column, phone first, the product name and the language switcher on top. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslator()
  return (
    <main className={css({ minH: '100dvh', bg: 'bg.subtle', px: { base: '4', md: '6' }, py: { base: '4', md: '10' } })}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: { base: '3', md: '5' }, maxW: 'md', mx: 'auto', width: 'full' })}>
        <div className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3' })}>
          <p className={css({ fontWeight: 'semibold', color: 'brand.fg', fontSize: 'sm', letterSpacing: 'wide', minW: '0' })}>{t('secureCheckout', { product: config.productName })}</p>
          <LanguageSwitcher />
        </div>
        {children}
      </div>
    </main>
  )
}

/** A card on the checkout page. */
export function CheckoutCard({ children, labelledBy }: { children: ReactNode; labelledBy?: string }) {
  return (
    <section aria-labelledby={labelledBy} className={css({ bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', rounded: 'l3', shadow: 'sm', p: { base: '4', md: '6' } })}>
      {children}
    </section>
  )
}

/** A payment screen's card: its title as the page's heading, then its content in one column. */
export function PaymentCard({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <CheckoutCard labelledBy={titleId}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <h1 id={titleId} className={heading({ size: 'lg' })}>
          {title}
        </h1>
        {children}
      </div>
    </CheckoutCard>
  )
}

/** A labelled amount on a payment screen, in large figures; `selectable` selects it whole on a click. */
export function CheckoutAmount({ label, amount, selectable = false }: { label: string; amount: string; selectable?: boolean }) {
  return (
    <div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</p>
      <p data-money className={selectable ? css({ fontSize: '2xl', fontWeight: 'bold', userSelect: 'all' }) : css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Ltr>{amount}</Ltr>
      </p>
    </div>
  )
}
