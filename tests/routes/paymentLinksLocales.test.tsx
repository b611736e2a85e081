import { afterEach, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { tokens } from '../../src/api/tokens'
import { appToaster } from '../../src/components/common/toaster'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server, store } = useSandbox()

async function signIn() {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
}

afterEach(() => {
  server.events.removeAllListeners()
  appToaster.remove()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

const setUpUser = () => userEvent.setup({ delay: null })
// Testing Library reads the page's no-break spaces (French typography, Intl's) as spaces: the texts below are written so.
const rowOf = (table: HTMLElement, name: string) => within(table).getAllByRole('row').find((row) => within(row).queryByText(name))!
/** The text of the left-to-right islands (`<bdi dir="ltr">`) inside an element. */
const ltrIslands = (element: HTMLElement) => [...element.querySelectorAll('bdi[dir="ltr"]')].map((node) => node.textContent)
const demo = () => store.paymentLinks.find((link) => link.id === 'demo-both')!

async function open(lang: 'fr' | 'ar', path = '/payment-links') {
  await signIn()
  renderRoute(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)
}

describe('/payment-links in French (issue 23)', () => {
  it('the list speaks French: heading, columns, counter, badges, amounts as French writes them', async () => {
    await open('fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Liens de paiement' })).toBeInTheDocument()
    expect(await screen.findByText('20 sur 20 liens de paiement')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Liens de paiement' })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Lien de paiement', 'Nom', 'Montant', 'Moyen de paiement', 'Statut', 'Mis à jour', 'Actions'])
    const row = rowOf(table, 'Card or crypto demo')
    expect(within(row).getByText('120,00 $US')).toBeInTheDocument()
    expect(within(row).getByText('Actif')).toBeInTheDocument()
    expect(within(row).getByText('Carte')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'Détails\u00a0: Card or crypto demo' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Créer un lien de paiement' })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Rechercher des liens de paiement' })).toHaveAttribute('placeholder', 'Rechercher par nom ou URL')
    expect(screen.queryByText('Payment Link')).not.toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('lang', 'fr')
  })

  it('a filtered list names its filters in French, amounts with a decimal comma', async () => {
    await open('fr', '/payment-links?status=pending&min=10.5')
    expect(await screen.findByText(/sur 20 liens de paiement$/)).toBeInTheDocument()
    // The chips: the filter's name and its value in French (how the chip joins them is the toolbar's).
    const chip = (name: string, value: string) => screen.getByText((_, node) => node?.tagName === 'SPAN' && node.textContent!.startsWith(name) && node.textContent!.endsWith(value) && node.children.length === 1)
    expect(chip('Statut', 'En attente')).toBeInTheDocument()
    expect(chip('Montant min.', '10,50')).toBeInTheDocument()
  })

  async function openCreate(user: ReturnType<typeof setUpUser>) {
    await open('fr')
    await screen.findByText('20 sur 20 liens de paiement')
    await user.click(screen.getByRole('button', { name: 'Créer un lien de paiement' }))
    return screen.findByRole('dialog', { name: 'Créer un lien de paiement' })
  }

  it('the create dialog speaks French: its labels, the amount rule and the refused uncheck', async () => {
    const user = setUpUser()
    const dialog = await openCreate(user)
    // The limits in the chosen currency as a French reader writes it (issue 35 item 3)
    expect(dialog).toHaveTextContent(/De 10,00\s\$US à 900,00\s\$US/)
    for (const label of ['Devise', 'Description', 'Adresse de retour']) expect(within(dialog).getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument()
    expect(within(dialog).getByText('Moyens de paiement')).toBeInTheDocument()
    await user.click(within(dialog).getByText('Carte'))
    await user.click(within(dialog).getByText('Crypto (USDC sur Polygon)'))
    expect(await within(dialog).findByText('Veuillez sélectionner au moins un moyen de paiement')).toBeInTheDocument()
    expect(within(dialog).queryByText('Please select at least one payment method')).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/^Montant/), '9')
    await user.tab()
    expect(await within(dialog).findByText(/^Le montant minimum est de 10\s\$US$/)).toBeInTheDocument()
  })

  it('creating a link says so in French and the counter follows', async () => {
    const user = setUpUser()
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByLabelText(/^Montant/), '42')
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Cours')
    await user.click(within(dialog).getByRole('button', { name: 'Créer un lien de paiement' }))
    expect(await screen.findByText('Lien de paiement créé !')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('21 sur 21 liens de paiement')).toBeInTheDocument()
  })

  it('a failed create shows the product\'s own fallback in French', async () => {
    server.use(http.post(`${apiBase}/transaction/payment-link/create`, () => HttpResponse.json({}, { status: 500 })))
    const user = setUpUser()
    const dialog = await openCreate(user)
    await user.type(within(dialog).getByLabelText(/^Montant/), '20')
    await user.type(within(dialog).getByLabelText(/^Nom/), 'Cours')
    await user.click(within(dialog).getByRole('button', { name: 'Créer un lien de paiement' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Échec de la création du lien de paiement')
  })
})

describe('/payment-links in Arabic, right to left (issue 23)', () => {
  it('the list speaks Arabic, right to left; links and amounts stay left to right in their cells', async () => {
    await open('ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'روابط الدفع' })).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(await screen.findByText('20 من أصل 20 رابطًا للدفع')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'روابط الدفع' })
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['رابط الدفع', 'الاسم', 'المبلغ', 'طريقة الدفع', 'الحالة', 'آخر تحديث', 'الإجراءات'])
    const row = rowOf(table, 'Card or crypto demo')
    expect(ltrIslands(row)).toEqual(['http://localhost:300...', '\u200f120.00\u00a0US$'])
    expect(within(row).getByText('نشط')).toBeInTheDocument()
    expect(within(row).getByRole('button', { name: 'التفاصيل: Card or crypto demo' })).toHaveTextContent('التفاصيل')
  })

  it('the details dialog in Arabic: its labels, the link and the amount left to right, dates in Arabic, the QR code', async () => {
    const user = setUpUser()
    await open('ar')
    const table = await screen.findByRole('table', { name: 'روابط الدفع' })
    await screen.findByText('20 من أصل 20 رابطًا للدفع')
    await user.click(within(rowOf(table, 'Card or crypto demo')).getByRole('button', { name: 'التفاصيل: Card or crypto demo' }))
    const dialog = await screen.findByRole('dialog', { name: 'تفاصيل رابط الدفع' })
    for (const label of ['الرابط', 'الاسم', 'الحالة', 'منتهي الصلاحية', 'تاريخ الإنشاء', 'تاريخ انتهاء الصلاحية', 'المبلغ', 'العملة', 'طريقة الدفع', 'الوصف', 'عنوان العودة']) {
      expect(within(dialog).getAllByText(label).length).toBeGreaterThan(0)
    }
    expect(ltrIslands(dialog)).toEqual(expect.arrayContaining(['http://localhost:3000/payment-link?id=de...', '\u200f120.00\u00a0US$']))
    expect(within(dialog).getByText('لا يوجد وصف')).toBeInTheDocument()
    expect(within(dialog).getByText('لا')).toBeInTheDocument()
    expect(within(dialog).getByText(new Date(demo().created_at).toLocaleString('ar-u-nu-latn'))).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument()
    expect(await within(dialog).findByRole('img', { name: 'رمز QR الخاص بـ Card or crypto demo' })).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'تنزيل بصيغة PNG' })).toBeInTheDocument()
  })
})
