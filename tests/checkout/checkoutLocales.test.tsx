import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { renderCheckout } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { checkoutLocale } from '../../src/checkout/checkoutLocale'
import { checkoutAr } from '../../src/i18n/messages/checkout.ar'
import { checkoutEn } from '../../src/i18n/messages/checkout.en'
import { checkoutFr } from '../../src/i18n/messages/checkout.fr'
import { paymentEn } from '../../src/i18n/messages/payment.en'
import type { Locale } from '../../src/i18n/locales'

const API = 'http://localhost:3000/sandbox'
// eslint-disable-next-line react-hooks/rules-of-hooks -- a vitest helper, not a React hook
const { server } = useSandbox({ taskPolls: 2 })

const ENGLISH: Record<string, string> = { ...checkoutEn, ...paymentEn }
const WORDS: Record<Exclude<Locale, 'en'>, Record<string, string>> = { fr: checkoutFr, ar: checkoutAr }

/** The catalog's English phrases (two words or more, placeholders aside) that the page shows in English nowhere. */
function englishOnScreen(locale: Exclude<Locale, 'en'>): string[] {
  const text = document.body.textContent ?? ''
  return Object.entries(ENGLISH)
    .filter(([key, english]) => WORDS[locale][key] !== english)
    .map(([, english]) => english.split(/\{\w+\}/).sort((a, b) => b.length - a.length)[0]!.trim())
    .filter((phrase) => phrase.includes(' ') && text.includes(phrase))
}

/** Opens the checkout at `path` in the language its `?lang=` names, as src/checkout/start.tsx does. */
async function openIn(path: string) {
  window.history.replaceState(null, '', path)
  await checkoutLocale.start()
  return renderCheckout(path)
}

afterEach(async () => {
  await checkoutLocale.choose('en')
  localStorage.clear()
})

describe('the checkout in French and Arabic (issue 23)', () => {
  it('fr: the billing form, its errors and the crypto payment screen in French, amounts in French format', async () => {
    const user = userEvent.setup()
    await openIn('/payment-link?id=demo-crypto&lang=fr')
    const submit = await screen.findByRole('button', { name: checkoutFr.continueWithCrypto })
    expect(document.documentElement).toHaveAttribute('lang', 'fr')
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText(/^\d+,\d{2}\s\$US$/, { selector: 'p' })).toBeInTheDocument()
    await user.click(submit)
    expect(await screen.findByText(checkoutFr.emailRequired)).toBeInTheDocument()
    expect(screen.getByLabelText(new RegExp(checkoutFr.firstName))).toHaveAccessibleDescription(checkoutFr.firstNameRequired)
    expect(englishOnScreen('fr')).toEqual([])

    await user.type(screen.getByLabelText(new RegExp(checkoutFr.firstName)), 'Ada')
    await user.type(screen.getByLabelText(/^Nom/), 'Lovelace')
    await user.type(screen.getByLabelText(new RegExp(checkoutFr.email)), 'ada@example.com')
    await user.type(screen.getByLabelText(new RegExp(checkoutFr.phone)), '+33 6 12 34 56 78')
    await user.click(submit)
    expect(await screen.findByRole('heading', { name: checkoutFr.cryptoTitle }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText(checkoutFr.waitingTitle)).toBeInTheDocument()
    expect(screen.getByText(/^\d+,\d{4} USDC$/, { selector: 'p' })).toBeInTheDocument()
    expect(await screen.findByRole('img', { name: checkoutFr.qrLabel })).toBeInTheDocument()
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('fr')
    expect(englishOnScreen('fr')).toEqual([])
  })

  it('ar: right to left, the chooser follows the direction, the amount and the payment request kept left to right', async () => {
    const user = userEvent.setup()
    await openIn('/payment-link?id=demo-both&lang=ar')
    await screen.findByRole('button', { name: checkoutAr.continueWithCard })
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    const chooser = await screen.findByRole('radiogroup')
    expect(chooser).toHaveAttribute('dir', 'rtl')
    expect(screen.getByRole('radio', { name: new RegExp(checkoutAr.methodCrypto) })).toBeInTheDocument()
    expect(screen.getByText(/^\u200f?[\d,]+\.\d{2}\sUS\$$/, { selector: 'bdi' })).toHaveAttribute('dir', 'ltr')
    // E-mail and phone are typed left to right.
    expect(screen.getByLabelText(new RegExp(checkoutAr.email))).toHaveAttribute('dir', 'ltr')
    expect(screen.getByLabelText(new RegExp(checkoutAr.phone))).toHaveAttribute('dir', 'ltr')
    expect(englishOnScreen('ar')).toEqual([])

    await user.click(screen.getByRole('radio', { name: new RegExp(checkoutAr.methodCrypto) }))
    await user.type(screen.getByLabelText(new RegExp(checkoutAr.firstName)), 'Ada')
    await user.type(screen.getByLabelText(new RegExp(checkoutAr.lastName)), 'Lovelace')
    await user.type(screen.getByLabelText(new RegExp(checkoutAr.email)), 'ada@example.com')
    await user.type(screen.getByLabelText(new RegExp(checkoutAr.phone)), '+212 600 000 000')
    await user.click(screen.getByRole('button', { name: checkoutAr.continueWithCrypto }))
    expect(await screen.findByRole('heading', { name: checkoutAr.cryptoTitle }, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText(checkoutAr.waitingTitle)).toBeInTheDocument()
    expect(screen.getByTestId('wallet-address')).toHaveAttribute('dir', 'ltr')
    const step = screen.getByText(/بالضبط على شبكة Polygon/)
    expect(step.querySelector('bdi[dir="ltr"]')?.textContent).toMatch(/^\d+\.\d{4} USDC$/)
    expect(englishOnScreen('ar')).toEqual([])
  })

  it('ar: the server\'s message is shown as it sent it, the product\'s own fallback in Arabic', async () => {
    server.use(http.get(`${API}/transaction/payment-link/:id`, () => HttpResponse.json({ message: 'Service momentanément indisponible' }, { status: 500 })))
    await openIn('/payment-link?id=demo-crypto&lang=ar')
    expect(await screen.findByRole('heading', { name: checkoutAr.paymentError })).toBeInTheDocument()
    expect(screen.getByText('Service momentanément indisponible')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: checkoutAr.tryAgain })).toBeInTheDocument()
  })

  it('the switcher speaks the chosen language at once, keeps it and names it in the URL', async () => {
    const user = userEvent.setup()
    await openIn('/payment-link?id=demo-crypto')
    await screen.findByRole('button', { name: checkoutEn.continueWithCrypto })
    await user.selectOptions(screen.getByRole('combobox', { name: checkoutEn.language }), 'fr')
    expect(await screen.findByRole('button', { name: checkoutFr.continueWithCrypto })).toBeInTheDocument()
    expect(localStorage.getItem('lang')).toBe('fr')
    expect(new URLSearchParams(window.location.search).get('lang')).toBe('fr')
    expect(new URLSearchParams(window.location.search).get('id')).toBe('demo-crypto')
    await user.selectOptions(screen.getByRole('combobox', { name: checkoutFr.language }), 'ar')
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'rtl'))
    expect(screen.getByRole('button', { name: checkoutAr.continueWithCrypto })).toBeInTheDocument()
  })

  it('ar: a card return page for an unknown payment says so in Arabic', async () => {
    await openIn('/process-payment?transaction_id=..&lang=ar')
    expect(await screen.findByRole('heading', { name: checkoutAr.paymentNotFoundTitle })).toBeInTheDocument()
    expect(screen.getByText(checkoutAr.paymentNotFoundHint)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: checkoutAr.goHome })).toHaveAttribute('href', '/')
    expect(englishOnScreen('ar')).toEqual([])
  })
})
