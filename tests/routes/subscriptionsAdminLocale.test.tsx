import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { formatMoney } from '../../src/domain/money'
import { localDate } from '../../src/domain/relativeTime'
import { INTL_LOCALES } from '../../src/i18n/locales'
import { useSandbox } from '../support/sandboxServer'
import { FIRST, openSignedIn } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { store } = useSandbox()

const columnHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1)

afterEach(() => {
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('/subscription-admin in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it('fr: the headers, the state and billing words, French dates and euro amounts, and the total charged', async () => {
    const user = userEvent.setup()
    await openSignedIn('admin@paygrid.test', '/subscription-admin?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Abonnements', level: 1 }, FIRST)).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Abonnements' })
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1), FIRST)
    expect(columnHeaders(table)).toEqual(['Utilisateur', 'Formule', 'Facturation', 'État', 'Période', 'Montant facturé'])
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des abonnements' }), 'merchant@paygrid.test')
    const replaced = store.subscriptions.find((sub) => sub.id === 'sub_merchant_2')!
    await waitFor(() => expect(bodyRows(table)).toHaveLength(store.subscriptions.filter((sub) => sub.userId === 'usr_merchant').length))
    const row = bodyRows(table).find((r) => within(r).queryByText('Code promo WELCOME20'))!
    expect(within(row).getByText('Mensuel')).toBeInTheDocument()
    expect(within(row).getByText('Inactif')).toBeInTheDocument()
    expect(within(row).getByText(`${localDate(replaced.started_at, INTL_LOCALES.fr)} – ${localDate(replaced.expires_at, INTL_LOCALES.fr)}`)).toBeInTheDocument()
    const amount = formatMoney(replaced.amount_charged / 100, 'EUR', 2, INTL_LOCALES.fr)
    expect(amount).toMatch(/,\d{2}\s€$/)
    expect(within(row).getByText((_, element) => element?.textContent === amount && element.tagName === 'P')).toBeInTheDocument()
    expect(screen.getByText('Facturé pour ces abonnements')).toBeInTheDocument()
  })

  it('ar: right to left, the Arabic headers, states and the filter form, the user e-mail left to right', async () => {
    const user = userEvent.setup()
    await openSignedIn('admin@paygrid.test', '/subscription-admin?lang=ar')
    expect(await screen.findByRole('heading', { name: 'الاشتراكات', level: 1 }, FIRST)).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const table = await screen.findByRole('table', { name: 'الاشتراكات' })
    await waitFor(() => expect(bodyRows(table).length).toBeGreaterThan(1), FIRST)
    expect(columnHeaders(table)).toEqual(['المستخدم', 'الخطة', 'الفوترة', 'الحالة', 'الفترة', 'المبلغ المحصَّل'])
    expect(within(table).getAllByText(/^(نشط|غير نشط)$/).length).toBe(bodyRows(table).length)
    expect(within(table).getByText('merchant@paygrid.test').closest('bdi[dir="ltr"]')).not.toBeNull()
    // The toolbar's own button is the frame's word (English until its catalog comes): either.
    await user.click(screen.getByRole('button', { name: /^(Filters|عوامل التصفية)/ }))
    const form = screen.getByRole('form', { name: 'عوامل تصفية الاشتراكات' })
    expect(within(form).getByLabelText('الحالة')).toBeInTheDocument()
    expect(within(form).getByRole('option', { name: 'غير نشط' })).toBeInTheDocument()
    expect(within(form).getByRole('option', { name: 'جميع الخطط' })).toBeInTheDocument()
  })
})
