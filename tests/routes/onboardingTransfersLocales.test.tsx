import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { components } from '../../src/api/schema'
import { appToaster } from '../../src/components/common/toaster'
import { formatMoney } from '../../src/domain/money'
import { INTL_LOCALES } from '../../src/i18n/locales'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { sandboxCall, storeSession } from '../support/transferSession'

type S = components['schemas']

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
useSandbox()
afterEach(() => appToaster.remove())

const LOAD = { timeout: 20_000 }
const IBAN = 'DE89 3704 0044 0532 0130 00'
const FR = INTL_LOCALES.fr
const AR = INTL_LOCALES.ar
const euro = (amount: number, locale: string) => formatMoney(amount, 'EUR', 2, locale)
/** A text as Testing Library reads the page (every run of spaces, no-break ones included, as one space). */
const sp = (text: string) => text.replace(/\s+/g, ' ')
/** The texts of the elements a screen keeps left to right (`<bdi dir="ltr">`). */
const ltrTexts = (root: ParentNode = document) => [...root.querySelectorAll('bdi[dir="ltr"]')].map((element) => element.textContent)

function renderApp(path: string) {
  const app = renderRoute(path)
  app.queryClient.setDefaultOptions({ queries: { ...app.queryClient.getDefaultOptions().queries, retry: false } })
  return app
}

async function clientWallet(token: string, email: string): Promise<S['AdminWallet']> {
  const list = await sandboxCall<S['ClientWalletList']>(`/wallet/admin/client-wallets?search=${encodeURIComponent(email)}`, token)
  return list.results[0]!
}

describe('the plans and the subscription payment in French and Arabic', { timeout: 40_000 }, () => {
  it('/subscription in French: the plans, the period toggle, prices in euro written the French way, the current plan and its renewal date', async () => {
    const token = await storeSession('merchant@paygrid.test')
    const current = (await sandboxCall<{ data: S['CurrentSubscription'] }>('/subscription/current', token)).data
    renderApp('/subscription?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Choisissez votre formule', level: 1 }, LOAD)).toBeInTheDocument()
    expect(screen.getByText('Sélectionnez la formule adaptée aux besoins de votre entreprise')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mensuel' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: /Annuel/ })).toHaveTextContent(sp('Économisez 25\u202f%'))
    expect(screen.getByLabelText('Code promo')).toHaveAttribute('placeholder', 'Saisissez un code promo')
    const starter = screen.getByRole('article', { name: 'Starter' })
    expect(within(starter).getByTestId('plan-starter-price')).toHaveTextContent(sp(euro(29, FR)))
    expect(euro(29, FR)).toMatch(/^29,00\s€$/)
    expect(within(starter).getByText('/ mois')).toBeInTheDocument()
    expect(within(starter).getByRole('button', { name: 'S’abonner' })).toBeInTheDocument()
    expect(screen.getByText('Formule actuelle')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Votre formule actuelle' })).toBeDisabled()
    const yours = screen.getByRole('region', { name: 'Votre abonnement' })
    expect(within(yours).getByText('Actif')).toBeInTheDocument()
    expect(within(yours).getByText(`Renouvellement le ${new Date(current.expires_at).toLocaleDateString(FR)}`)).toBeInTheDocument()
  })

  it('the promo code in French: a blank code is refused in French, a code applied is said in French with its discount', async () => {
    const user = userEvent.setup()
    await storeSession('plan@paygrid.test')
    renderApp('/subscription?lang=fr')
    const box = await screen.findByLabelText('Code promo', {}, LOAD)
    await user.type(box, '  ')
    await user.keyboard('{Enter}')
    expect(await screen.findByText('Veuillez saisir un code promo')).toBeInTheDocument()
    await user.clear(box)
    await user.type(box, 'welcome20')
    await user.click(screen.getByRole('button', { name: 'Appliquer' }))
    const applied = await screen.findByText(/^Code promo/, { selector: 'p' })
    expect(applied).toHaveTextContent(sp('Code promo WELCOME20 appliqué\u00a0: 20\u202f% de remise'))
    expect(within(screen.getByRole('article', { name: 'Starter' })).getByText(sp('20\u202f% de remise'))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retirer' }))
    expect(await screen.findByLabelText('Code promo')).toBeInTheDocument()
  })

  it('/subscription in Arabic: right to left, the plans in Arabic, each price kept left to right', async () => {
    await storeSession('merchant@paygrid.test')
    renderApp('/subscription?lang=ar')
    expect(await screen.findByRole('heading', { name: 'اختر باقتك', level: 1 }, LOAD)).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('rtl')
    expect(screen.getByRole('group', { name: 'فترة الفوترة' })).toBeInTheDocument()
    const starter = screen.getByRole('article', { name: 'Starter' })
    expect(within(starter).getByRole('button', { name: 'اشترك' })).toBeInTheDocument()
    expect(ltrTexts(starter)).toContain(euro(29, AR))
    expect(screen.getByText('الباقة الحالية')).toBeInTheDocument()
  })

  it('the review and the final step in French: figures, total and confirmation in French; once paid, the plan with its price and date', async () => {
    const user = userEvent.setup()
    const token = await storeSession('merchant@paygrid.test')
    const { router } = renderApp('/subscription-payment?plan=business&yearly=true&code=welcome20&lang=fr')
    // The review's frame shows while the order loads; the review itself is drawn in a frame of its own.
    await screen.findByText('Total à payer aujourd’hui', {}, LOAD)
    const review = screen.getByRole('region', { name: 'Vérifiez votre abonnement' })
    const figures = Object.fromEntries(within(review).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
    expect(figures).toEqual({
      Formule: 'Business',
      'Période de facturation': 'Annuel (12\u00a0mois, 25\u202f% de moins qu’en mensuel)',
      Prix: `${euro(1791, FR)} / an`,
      'Code promo WELCOME20': `−${euro(358.2, FR)} (20\u202f% de remise)`,
      'Total à payer aujourd’hui': euro(1432.8, FR),
    })
    expect(euro(1432.8, FR)).toMatch(/^1\s432,80\s€$/)
    expect(within(review).getByText(/^Dès votre confirmation, 1\s432,80\s€ est débité et votre formule Business démarre/)).toHaveTextContent('Elle remplace votre formule actuelle Pro.')
    expect(within(review).getByRole('button', { name: 'Retour aux formules' })).toBeInTheDocument()
    await user.click(within(review).getByRole('button', { name: (name) => sp(name) === sp(`Confirmer et payer ${euro(1432.8, FR)}`) }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-payment/final-step'), { timeout: 15_000 })
    // The progress screen says 'Abonnement actif' too and may still be drawn: the final step's own button and plan first.
    await screen.findByRole('button', { name: 'Aller au tableau de bord' }, LOAD)
    const subscription = (await sandboxCall<{ data: S['CurrentSubscription'] }>('/subscription/current', token)).data
    expect(await screen.findByText(sp(`Business (annuel)\u00a0: ${euro(1432.8, FR)}, jusqu’au ${new Date(subscription.expires_at).toLocaleDateString(FR)}`), {}, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Abonnement actif' })).toBeInTheDocument()
  })

  it('the review in Arabic: figures in Arabic, the amounts left to right, the confirm button naming the total', async () => {
    await storeSession('merchant@paygrid.test')
    renderApp('/subscription-payment?plan=business&yearly=true&code=welcome20&lang=ar')
    await screen.findByText('المبلغ المستحق اليوم', {}, LOAD)
    const review = screen.getByRole('region', { name: 'راجع اشتراكك' })
    const terms = within(review).getAllByRole('term').map((term) => term.textContent)
    expect(terms).toEqual(['الباقة', 'فترة الفوترة', 'السعر', 'رمز الخصم WELCOME20', 'المبلغ المستحق اليوم'])
    expect(within(review).getByTestId('subscription-total').querySelector('bdi[dir="ltr"]')).toHaveTextContent(sp(euro(1432.8, AR)))
    expect(ltrTexts(review)).toEqual(expect.arrayContaining([euro(1791, AR), `−${euro(358.2, AR)}`, euro(1432.8, AR)]))
    expect(within(review).getByRole('button', { name: (name) => sp(name) === sp(`تأكيد ودفع ${euro(1432.8, AR)}`) })).toBeInTheDocument()
    expect(within(review).getByText('ماذا بعد')).toBeInTheDocument()
  })

  it('a code the plan does not take, in Arabic: the problem in Arabic with the code kept left to right', async () => {
    await storeSession('merchant@paygrid.test')
    renderApp('/subscription-payment?plan=starter&code=PRO50&lang=ar')
    expect(await screen.findByRole('heading', { name: 'رمز الخصم غير صالح' }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('رمز الخصم \u2066PRO50\u2069 لا ينطبق على باقة Starter. يمكنك المتابعة دونه أو اختيار باقة من جديد؛ لم يُخصم أي مبلغ.')
    expect(screen.getByRole('button', { name: 'المتابعة دون الرمز' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'العودة إلى الباقات' })).toBeInTheDocument()
  })
})

describe('the funds transfer and the wallet in French and Arabic', { timeout: 40_000 }, () => {
  it('/funds-transfer in French: the page, the finder and the form in French; an amount over the balance names it the French way', async () => {
    const user = userEvent.setup()
    const token = await storeSession('staff@paygrid.test')
    const wallet = await clientWallet(token, 'client02@paygrid.test')
    renderApp(`/funds-transfer?wallet=${wallet.wallet_id}&lang=fr`)
    expect(await screen.findByRole('heading', { name: 'Transférer des fonds', level: 1 }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Nouveau transfert' })).toBeInTheDocument()
    const balance = formatMoney(wallet.balance, 'USD', 2, FR)
    expect(balance).toContain(',')
    expect(await screen.findByText(sp(balance), {}, LOAD)).toBeInTheDocument()
    expect(screen.getByText('Versement depuis')).toBeInTheDocument()
    expect(screen.getByText('Solde disponible')).toBeInTheDocument()
    expect(screen.getByText(sp(`En USD, la devise du portefeuille\u00a0: jusqu’à ${balance}, par pas de 0,01`))).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Transferts de ce portefeuille' }, LOAD)).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Montant/ }), (Number(wallet.balance) + 0.01).toFixed(2))
    await user.type(screen.getByRole('textbox', { name: /Destination/ }), 'not an address')
    await user.click(screen.getByRole('button', { name: 'Vérifier le transfert' }))
    expect(await screen.findByText(sp(`Le montant ne peut pas dépasser le solde du portefeuille, soit ${balance}`))).toBeInTheDocument()
    expect(screen.getByText('Saisissez une adresse Polygon (0x suivi de 40 caractères hexadécimaux) ou un IBAN')).toBeInTheDocument()
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('/funds-transfer in Arabic: the confirm dialog restates the payout in Arabic, its amount, address and wallet ID left to right', async () => {
    const user = userEvent.setup()
    const token = await storeSession('staff@paygrid.test')
    const wallet = await clientWallet(token, 'client02@paygrid.test')
    renderApp(`/funds-transfer?wallet=${wallet.wallet_id}&lang=ar`)
    expect(await screen.findByRole('heading', { name: 'تحويل الأموال', level: 1 }, LOAD)).toBeInTheDocument()
    await waitFor(() => expect(ltrTexts()).toContain(formatMoney(wallet.balance, 'USD', 2, AR)), LOAD)
    await user.type(screen.getByRole('textbox', { name: /المبلغ/ }), '25.50')
    await user.type(screen.getByRole('textbox', { name: /الوجهة/ }), IBAN)
    await user.click(screen.getByRole('button', { name: 'مراجعة التحويل' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد التحويل' })
    const amount = formatMoney('25.50', 'USD', 2, AR)
    const summary = Object.fromEntries(within(dialog).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling]))
    expect(Object.keys(summary)).toEqual(['المحفظة', 'المبلغ', 'العملة', 'الوجهة'])
    expect(summary['المبلغ']!.querySelector('bdi[dir="ltr"]')).toHaveTextContent(sp(amount))
    expect(summary['الوجهة']).toHaveTextContent('حساب بنكي (IBAN)')
    expect(summary['الوجهة']!.querySelector('bdi[dir="ltr"]')).toHaveTextContent(`IBAN ${IBAN}`)
    // The whole wallet id: money moves on it (issue 35 §2).
    expect(summary['المحفظة']!.querySelector('bdi[dir="ltr"]')?.textContent).toMatch(/^wal_\w{24}$/)
    expect(within(dialog).getByText('يُخصم المبلغ من الرصيد المتاح للمحفظة فورًا؛ ويبدأ التحويل بحالة «قيد الانتظار».')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: `تحويل \u2066${amount}\u2069` })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'العودة إلى النموذج' })).toBeInTheDocument()
  })

  it('/wallet in Arabic: balances and transfers in Arabic, statuses in words, amounts left to right, the count in Arabic', async () => {
    const token = await storeSession('merchant@paygrid.test')
    const transfers = await sandboxCall<S['TransferList']>('/api/v1/wallet/transfers/?page=1&page_size=10', token)
    renderApp('/wallet?lang=ar')
    expect(await screen.findByRole('heading', { name: 'المحفظة', level: 1 }, LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'الأرصدة' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'التحويلات' }, LOAD)
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(transfers.results.length + 1))
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent)
    expect(headers).toEqual(expect.arrayContaining(['المبلغ', 'الحالة', 'الوجهة', 'ملاحظة', 'تاريخ الإنشاء', 'الإجراءات']))
    const statuses = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1]!.textContent)
    expect(statuses).toEqual(['جارٍ المعالجة', 'قيد الانتظار', 'أُلغي', 'تمّ', 'فشل'])
    expect(ltrTexts(table)).toEqual(expect.arrayContaining(transfers.results.map((transfer) => formatMoney(transfer.amount, transfer.currency, 2, AR))))
    expect(screen.getByText('5 تحويلات')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /^إلغاء تحويل / })).toHaveLength(1)
  })

  it('/wallet in French: the cancel dialog restates the transfer in French and the toast names the amount the French way', async () => {
    const user = userEvent.setup()
    const token = await storeSession('merchant@paygrid.test')
    const transfers = await sandboxCall<S['TransferList']>('/api/v1/wallet/transfers/?status=PENDING', token)
    const pending = transfers.results[0]!
    const amount = formatMoney(pending.amount, pending.currency, 2, FR)
    renderApp('/wallet?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Portefeuille', level: 1 }, LOAD)).toBeInTheDocument()
    expect(await screen.findByText('5 transferts', {}, LOAD)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: (name) => sp(name).startsWith(sp(`Annuler le transfert de ${amount} vers `)) }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Annuler ce transfert\u202f?' })
    expect(within(dialog).getByText(sp(amount))).toBeInTheDocument()
    expect(within(dialog).getByText('Le montant revient au solde disponible du portefeuille.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le transfert' }))
    expect(await screen.findByText(sp(`Transfert de ${amount} annulé`))).toBeInTheDocument()
  })
})
