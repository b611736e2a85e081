import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { formatMoney } from '../../src/domain/money'
import { INTL_LOCALES } from '../../src/i18n/locales'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { store } = useSandbox()

/** The first look at the page waits for the lazily loaded route and the language's words. */
const PAGE_LOAD = { timeout: 10_000 }

async function signInAdmin() {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@paygrid.test', password: 'Sandbox-pass-1' }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

const headers = () => [...document.querySelectorAll('table th')].map((header) => header.textContent)
const bodyRows = () => [...document.querySelectorAll('table tbody tr')] as HTMLElement[]
const stat = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent
/** Texts are compared with plain spaces: French writes its amounts and colons with (narrow) no-break spaces. */
const spaced = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => {
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('/wallets-admin in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it('fr: the headers, the summary in French amounts and counts, the filters and a minimum above its maximum in French', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const { router } = renderRoute('/wallets-admin?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Portefeuilles' }, PAGE_LOAD)).toBeInTheDocument()
    await screen.findByText('Total des portefeuilles', { selector: 'dt' }, PAGE_LOAD)
    expect(headers()).toEqual(['Utilisateur', 'E-mail', 'Telegram', 'Solde', 'En attente', 'Total', 'Statut', 'Mis à jour', 'Détails'])
    const balance = store.wallets.reduce((sum, wallet) => sum + wallet.balance, 0) / 100
    expect(stat('Solde total')).toBe(formatMoney(balance, 'USD', 2, INTL_LOCALES.fr))
    // "1 234,56 $US": a comma for decimals, the currency after the amount.
    expect(spaced(stat('Solde total'))).toMatch(/^\d{1,3}( \d{3})*,\d{2} \$US$/)
    expect(screen.getByText(`${store.wallets.filter((wallet) => wallet.balance > 0).length} avec un solde`)).toBeInTheDocument()
    expect(spaced(screen.getByText(/^Chaque portefeuille détient des USD/).textContent)).toMatch(/: EUR converti au taux de 1 EUR = \d,\d{4} USD en moyenne \(de \d,\d{4} à \d,\d{4}\), Sandbox reference rate, sur \d+ paiements\.$/)
    // The toolbar's own button is the frame's word (English until its catalog comes): either.
    await user.click(screen.getByRole('button', { name: /^Filt(er|re)s/ }))
    await user.type(await screen.findByRole('textbox', { name: 'Solde min.' }), '100')
    await user.type(screen.getByRole('textbox', { name: 'Solde max.' }), '10{Enter}')
    expect(await screen.findByText('Le solde max. ne doit pas être inférieur au solde min.')).toBeInTheDocument()
    // The reader's decimal separator (issue 35 §3): "12,5" is twelve and a half, below "100".
    await user.clear(screen.getByRole('textbox', { name: 'Solde max.' }))
    await user.type(screen.getByRole('textbox', { name: 'Solde max.' }), '100,5')
    await user.clear(screen.getByRole('textbox', { name: 'Solde min.' }))
    await user.type(screen.getByRole('textbox', { name: 'Solde min.' }), '12,5{Enter}')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ min_balance: 12.5, max_balance: 100.5 }))
  })

  it('ar: right to left, the Arabic headers and badges, and the details dialog with the wallet ID, e-mail and amounts left to right', async () => {
    const user = userEvent.setup()
    await signInAdmin()
    const owner = store.users.find((u) => u.is_client && store.wallets.some((w) => w.userId === u.id))!
    const wallet = store.wallets.find((w) => w.userId === owner.id)!
    renderRoute(`/wallets-admin?lang=ar&search=${encodeURIComponent(owner.email)}`)
    const details = await screen.findByRole('button', { name: `تفاصيل ${owner.email}` }, PAGE_LOAD)
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(headers()).toEqual(['المستخدم', 'البريد الإلكتروني', 'Telegram', 'الرصيد', 'قيد الانتظار', 'الإجمالي', 'الحالة', 'آخر تحديث', 'التفاصيل'])
    expect(within(bodyRows()[0]!).getByText(owner.email).closest('bdi[dir="ltr"]')).not.toBeNull()
    expect(within(bodyRows()[0]!).getByText(wallet.balance > 0 ? 'يوجد رصيد' : 'لا يوجد رصيد')).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'الملخّص' })).toHaveTextContent(/المتوسط: /)
    await user.click(details)
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل المحفظة' })
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling!
    const shortId = `${wallet.id.slice(0, 12)}...${wallet.id.slice(-4)}`
    expect(value('معرّف المحفظة')).toHaveTextContent(shortId)
    expect(within(value('معرّف المحفظة') as HTMLElement).getByText(shortId).closest('bdi[dir="ltr"]')).not.toBeNull()
    expect(value('البريد الإلكتروني').querySelector('bdi[dir="ltr"]')).toHaveTextContent(owner.email)
    const current = value('الرصيد الحالي').querySelector('bdi[dir="ltr"]')
    expect(current?.textContent).toBe(formatMoney(wallet.balance / 100, 'USD', 2, INTL_LOCALES.ar))
    expect(within(dialog).getByRole('button', { name: 'نسخ معرّف المحفظة' })).toBeInTheDocument()
  })
})
