import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import type { components } from '../../src/api/schema'
import { formatMoney, formatPercent } from '../../src/domain/money'
import { localDateTime } from '../../src/domain/relativeTime'
import { newestFirst } from '../../sandbox/ledger'
import { parseCsv } from '../support/parseCsv'
import { useSandbox } from '../support/sandboxServer'
import { MERCHANT_CSV_HEADER } from '../support/transactionsCsvHeader'
import { captureDownloads, FIRST, openSignedIn } from './transactionsSupport'

type S = components['schemas']

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { store } = useSandbox()

const FR = 'fr-FR'
const AR = 'ar-u-nu-latn'
const MERCHANT = 'merchant@paygrid.test'
const ADMIN = 'admin@paygrid.test'

/** The sandbox's own answer to a call, asked with the stored session (the screen shows the same). */
async function answer<T>(path: string): Promise<T> {
  const response = await fetch(`${apiBase}${path}`, { headers: { Authorization: `Bearer ${tokens.access()}` } })
  return ((await response.json()) as { data: T }).data
}

/** A figure: the text of the <dd> after its <dt>. */
const figureOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement
/** The left-to-right isolate an amount or an id sits in on a right-to-left page. */
const ltrIn = (element: Element) => element.querySelector('bdi[dir="ltr"]')?.textContent
const headers = (table: HTMLElement) => within(table).getAllByRole('columnheader').map((header) => header.textContent)
const merchantTxs = () => newestFirst(store, store.transactions.filter((tx) => tx.ownerId === 'usr_merchant'))

describe('the overviews in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it("the merchant's overview in French: title, period, figures in French money, latest transactions with their statuses", async () => {
    await openSignedIn(MERCHANT, '/dashboard?lang=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Vue d’ensemble' }, FIRST)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('30 derniers jours')
    await screen.findByText('Solde', { selector: 'dt' }, FIRST)
    const overview = await answer<S['ClientOverview']>('/dashboard/client-overview?days=30')
    expect(figureOf('Solde').textContent).toBe(formatMoney(overview.balance, overview.currency, 2, FR))
    expect(formatMoney(overview.balance, overview.currency, 2, FR)).toMatch(/,\d\d\s\$US$/)
    expect(screen.getByRole('button', { name: '7 jours' })).toHaveAttribute('aria-pressed', 'false')
    expect(screen.getByRole('heading', { name: 'Volume quotidien en USD, 30 derniers jours' })).toBeInTheDocument()
    const latest = screen.getByRole('table', { name: 'Dernières transactions' })
    expect(headers(latest)).toEqual(['Date', 'Client', 'Montant', 'Statut'])
    const first = overview.recent_transactions[0]!
    // French money: a narrow no-break space before the currency, a comma before the cents.
    expect(within(latest).getAllByRole('row')[1]!.textContent).toContain(formatMoney(first.amount, first.currency, 2, FR))
    const statuses = within(screen.getByRole('list', { name: 'Transactions par statut, 30 derniers jours' })).getAllByRole('listitem')
    expect(statuses.map((item) => item.firstChild?.textContent)).toEqual(['Effectuée', 'En attente', 'Échec', 'Annulée'])
    expect(screen.getByRole('link', { name: 'Voir toutes les transactions' })).toHaveAttribute('href', expect.stringMatching(/^\/transactions/))
  })

  it("the merchant's overview in Arabic: right to left, amounts kept left to right in <bdi dir=ltr>", async () => {
    await openSignedIn(MERCHANT, '/dashboard?lang=ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'نظرة عامة' }, FIRST)).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('rtl')
    await screen.findByText('الرصيد', { selector: 'dt' }, FIRST)
    const overview = await answer<S['ClientOverview']>('/dashboard/client-overview?days=30')
    expect(ltrIn(figureOf('الرصيد'))).toBe(formatMoney(overview.balance, overview.currency, 2, AR))
    const pending = within(figureOf('الرصيد').parentElement!).getByText(/^قيد الانتظار:/)
    expect(ltrIn(pending)).toBe(formatMoney(overview.pending_balance, overview.currency, 2, AR))
    const latest = screen.getByRole('table', { name: 'أحدث المعاملات' })
    expect(headers(latest)).toEqual(['التاريخ', 'العميل', 'المبلغ', 'الحالة'])
    const first = overview.recent_transactions[0]!
    expect(ltrIn(within(latest).getAllByRole('row')[1]!)).toBe(formatMoney(first.amount, first.currency, 2, AR))
  })

  it("the admin's overview in French and Arabic: figures, what needs attention, the latest transactions with their merchant", async () => {
    await openSignedIn(ADMIN, '/dashboard?lang=fr')
    expect(await screen.findByRole('heading', { level: 2, name: 'À traiter' }, FIRST)).toBeInTheDocument()
    const overview = await answer<S['AdminOverview']>('/dashboard/admin-overview?days=30')
    expect(figureOf('Soldes des portefeuilles').textContent).toBe(formatMoney(overview.total_wallet_balance, overview.currency, 2, FR))
    expect(screen.getByRole('link', { name: 'Validation des intégrations' })).toBeInTheDocument()
    expect(screen.getByText(`${overview.transactions_by_status.PENDING} transactions en attente`)).toBeInTheDocument()
    expect(headers(screen.getByRole('table', { name: 'Dernières transactions' }))).toEqual(['Date', 'Marchand', 'Client', 'Montant', 'Statut'])
    expect(screen.getByRole('heading', { name: 'Volume et frais quotidiens en USD, 30 derniers jours' })).toBeInTheDocument()
  })

  it("the admin's overview in Arabic", async () => {
    await openSignedIn(ADMIN, '/dashboard?lang=ar')
    expect(await screen.findByRole('heading', { level: 2, name: 'يتطلب انتباهك' }, FIRST)).toBeInTheDocument()
    const overview = await answer<S['AdminOverview']>('/dashboard/admin-overview?days=30')
    expect(ltrIn(figureOf('أرصدة المحافظ'))).toBe(formatMoney(overview.total_wallet_balance, overview.currency, 2, AR))
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('الأيام الـ30 الأخيرة')
    expect(headers(screen.getByRole('table', { name: 'أحدث المعاملات' }))).toEqual(['التاريخ', 'التاجر', 'العميل', 'المبلغ', 'الحالة'])
  })
})

describe('the transaction lists in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it("the merchant's list in French: headers, statuses and methods in words, French money, the details drawer", async () => {
    const user = userEvent.setup()
    await openSignedIn(MERCHANT, '/transactions?lang=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Transactions' }, FIRST)).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Transactions' })
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), FIRST)
    expect(headers(table)).toEqual(['Date', 'Client', 'Moyen de paiement', 'Montant', 'Frais', 'Brut', 'Réglé', 'Statut', 'Actions'])
    const newest = merchantTxs()[0]!
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    expect(cells[2]!.textContent).toBe(newest.payment_method === 'card' ? 'Carte bancaire' : 'Cryptomonnaie')
    expect(cells[3]!.textContent).toBe(formatMoney((newest.gross - newest.fee) / 100, newest.currency, 2, FR))
    expect(within(table).getAllByText(/^(Effectuée|En attente|Échec|Annulée)$/).length).toBeGreaterThan(0)
    await user.click(within(table).getByRole('button', { name: `Détails de la transaction ${newest.id}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la transaction' })
    expect(within(dialog).getByRole('heading', { name: 'Règlement' })).toBeInTheDocument()
    expect(within(dialog).getByText('Identifiant de transaction')).toBeInTheDocument()
    expect(within(dialog).getByText('Date', { selector: 'dt' }).nextElementSibling?.textContent).toBe(localDateTime(new Date(newest.created_at).toISOString(), FR))
    expect(within(dialog).getByText('Montant (net)', { selector: 'dt' }).nextElementSibling?.textContent).toBe(formatMoney((newest.gross - newest.fee) / 100, newest.currency, 2, FR))
    expect(within(dialog).getByRole('button', { name: 'Fermer les détails' })).toBeInTheDocument()
  })

  it("the merchant's list in Arabic: headers, the drawer with its id and amounts in <bdi dir=ltr>", async () => {
    const user = userEvent.setup()
    await openSignedIn(MERCHANT, '/transactions?lang=ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'المعاملات' }, FIRST)).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'المعاملات' })
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), FIRST)
    expect(headers(table)).toEqual(['التاريخ', 'العميل', 'طريقة الدفع', 'المبلغ', 'الرسوم', 'الإجمالي', 'المبلغ المُسوّى', 'الحالة', 'الإجراءات'])
    const newest = merchantTxs()[0]!
    const cells = within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')
    expect(ltrIn(cells[3]!)).toBe(formatMoney((newest.gross - newest.fee) / 100, newest.currency, 2, AR))
    await user.click(within(table).getByRole('button', { name: `تفاصيل المعاملة ${newest.id}` }))
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل المعاملة' })
    expect(within(dialog).getByText(/^المعاملة/).querySelector('bdi[dir="ltr"]')?.textContent).toBe(newest.id)
    expect(ltrIn(within(dialog).getByText('معرّف المعاملة', { selector: 'dt' }).nextElementSibling!)).toContain(newest.id)
    expect(ltrIn(within(dialog).getByText('المبلغ (الصافي)', { selector: 'dt' }).nextElementSibling!)).toBe(formatMoney((newest.gross - newest.fee) / 100, newest.currency, 2, AR))
    expect(within(dialog).getByRole('heading', { name: 'معلومات الفوترة' })).toBeInTheDocument()
  })

  it("the admin's list in French: the merchant column, and the drawer's way to list only that merchant's", async () => {
    const user = userEvent.setup()
    await openSignedIn(ADMIN, '/transactions-admin?lang=fr')
    const table = await screen.findByRole('table', { name: 'Toutes les transactions' }, FIRST)
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), FIRST)
    expect(headers(table)).toEqual(['Date', 'Marchand', 'Client', 'Moyen de paiement', 'Montant', 'Frais', 'Brut', 'Réglé', 'Statut', 'Actions'])
    expect(screen.getByText('Les transactions de tous les marchands')).toBeInTheDocument()
    await user.click(within(table).getAllByRole('button', { name: /^Détails de la transaction / })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Détails de la transaction' })
    expect(within(dialog).getByRole('heading', { name: 'Marchand' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Afficher uniquement les transactions de ce marchand' })).toBeInTheDocument()
  })

  it('exports in French a file still read by machines: English headers, ISO dates, dot decimals; the notice in French', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await openSignedIn(MERCHANT, '/transactions?status=COMPLETED&lang=fr')
    const table = await screen.findByRole('table', { name: 'Transactions' }, FIRST)
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), FIRST)
    const completed = merchantTxs().filter((tx) => tx.status === 'COMPLETED')
    await user.click(screen.getByRole('button', { name: /CSV/ }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    const [header, ...rows] = parseCsv(await downloads[0]!.text())
    expect(header).toEqual(MERCHANT_CSV_HEADER)
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(row[1]!))).toBe(true)
    expect(rows.every((row) => row[2] === 'Completed')).toBe(true)
    const decimal = rows.find((row) => row[5]!.includes('.'))!
    expect(decimal[5]).toMatch(/^\d+\.\d{1,2}$/)
    expect(rows.every((row) => !row[5]!.includes(','))).toBe(true)
    expect(await screen.findByText(`${completed.length} transactions exportées`)).toBeInTheDocument()
  })

  it('a reader who switches to French on the screen gets the export notice in French (the export was set up in English)', async () => {
    const user = userEvent.setup()
    const downloads = captureDownloads()
    await openSignedIn(MERCHANT, '/transactions?status=FAILED')
    const table = await screen.findByRole('table', { name: 'Transactions' }, FIRST)
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy', 'true'), FIRST)
    const menu = within(await screen.findByRole('navigation', { name: 'Main menu', hidden: true }, FIRST))
    fireEvent.change(menu.getByRole('combobox', { name: 'Language', hidden: true }), { target: { value: 'fr' } })
    await screen.findByRole('navigation', { name: 'Menu principal', hidden: true }, FIRST)
    const failed = merchantTxs().filter((tx) => tx.status === 'FAILED')
    await user.click(screen.getByRole('button', { name: /CSV/ }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(await screen.findByText(`${failed.length} transactions exportées`)).toBeInTheDocument()
    expect(screen.queryByText(/transactions? exported/)).toBeNull()
  })
})

describe('the calculator in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it('in French: labels, a rule refused in French, then the results in French figures', async () => {
    const user = userEvent.setup()
    await openSignedIn(ADMIN, '/calculator?lang=fr')
    expect(await screen.findByText('Prêt pour le calcul', {}, FIRST)).toBeInTheDocument()
    fireEvent.change(screen.getByLabelText('Date de début'), { target: { value: '2025-02-01T00:00' } })
    fireEvent.change(screen.getByLabelText('Date de fin'), { target: { value: '2025-01-01T00:00' } })
    await user.click(screen.getByRole('button', { name: 'Calculer' }))
    expect(await screen.findByText('La date de fin ne doit pas précéder la date de début')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Effacer' }))
    const response = await fetch(`${apiBase}/transaction/admin/calculate-transactions/`, { headers: { Authorization: `Bearer ${tokens.access()}` } })
    const expected = ((await response.json()) as S['CalculatorResponse']).calculation
    await user.click(screen.getByRole('button', { name: 'Calculer' }))
    await screen.findByText('Net des marchands', { selector: 'dt' }, FIRST)
    expect(figureOf('Net des marchands').textContent).toBe(formatMoney(expected.amounts.total_amount, 'USD', 2, FR))
    expect(figureOf('Part des frais').textContent).toBe(formatPercent(expected.breakdown.fees_percentage, 2, FR))
    expect(figureOf('Période demandée').textContent).toBe('Depuis le début')
    expect(headers(screen.getByRole('table', { name: 'Totaux par devise' }))).toEqual(['Devise', 'Transactions', 'Volume brut', 'Frais', 'Montant', 'Montant tel que réglé', 'Taux de change'])
  })

  it('in Arabic: labels, and the results with their amounts in <bdi dir=ltr>', async () => {
    const user = userEvent.setup()
    await openSignedIn(ADMIN, '/calculator?lang=ar')
    expect(await screen.findByText('جاهزة للحساب', {}, FIRST)).toBeInTheDocument()
    expect(screen.getByLabelText('من تاريخ')).toBeInTheDocument()
    const response = await fetch(`${apiBase}/transaction/admin/calculate-transactions/`, { headers: { Authorization: `Bearer ${tokens.access()}` } })
    const expected = ((await response.json()) as S['CalculatorResponse']).calculation
    await user.click(screen.getByRole('button', { name: 'احسب' }))
    await screen.findByText('صافي التجار', { selector: 'dt' }, FIRST)
    expect(ltrIn(figureOf('صافي التجار'))).toBe(formatMoney(expected.amounts.total_amount, 'USD', 2, AR))
    expect(figureOf('الفترة المطلوبة').textContent).toBe('كل الفترات')
  })
})
