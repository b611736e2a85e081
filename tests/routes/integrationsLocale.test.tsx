import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { apiBase } from '../../src/api/client'
import { appToaster } from '../../src/components/common/toaster'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'
import { storeSession } from '../support/session'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { store } = useSandbox()
vi.setConfig({ testTimeout: 30_000 })

/** The first screen of a file waits for the route's chunks and the language's words as well as the data. */
const FIRST_LOAD = { timeout: 10_000 }
const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
/** A text isolated left to right inside a right-to-left page (issue 23 §3). */
const ltrIsolated = (element: HTMLElement) => element.closest('bdi[dir="ltr"]')

beforeEach(() => {
  appToaster.remove()
})

afterEach(() => {
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('/integration in French and Arabic (issue 23)', () => {
  it('fr: merchant@ reads the approved website, the API key and the instructions in French', async () => {
    const user = userEvent.setup()
    await storeSession('merchant@paygrid.test')
    renderRoute('/integration?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Intégration' }, FIRST_LOAD)).toBeInTheDocument()
    const panel = await screen.findByRole('region', { name: 'Votre site web' })
    expect(within(panel).getByText('Approuvée')).toBeInTheDocument()
    expect(within(panel).getByText('Votre site web est approuvé : il peut accepter des paiements avec la clé API ci-dessous.')).toBeInTheDocument()
    expect(panel).toHaveTextContent(/Soumis \S/)
    await user.click(within(panel).getByRole('button', { name: 'Afficher la clé API' }))
    expect(within(panel).getByRole('button', { name: 'Masquer la clé API' })).toHaveAttribute('aria-pressed', 'true')
    const instructions = screen.getByRole('region', { name: 'Accepter les paiements sur votre site web' })
    expect(within(instructions).getByRole('button', { name: 'Copier l’URL de base de l’API' })).toBeInTheDocument()
    expect(instructions).toHaveTextContent('URL de base de l’API :')
    expect(screen.queryByText('API key')).toBeNull()
  })

  it('ar: right to left, the API base URL and the return URL isolated left to right in their sentences', async () => {
    await storeSession('merchant@paygrid.test')
    renderRoute('/integration?lang=ar')
    expect(await screen.findByRole('heading', { name: 'التكامل' }, FIRST_LOAD)).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    const panel = await screen.findByRole('region', { name: 'موقعك الإلكتروني' })
    expect(within(panel).getByText('مقبول')).toBeInTheDocument()
    expect(within(panel).getByRole('group', { name: 'مفتاح API' })).toBeInTheDocument()
    const instructions = screen.getByRole('region', { name: 'قبول المدفوعات على موقعك الإلكتروني' })
    expect(ltrIsolated(within(instructions).getByText(apiBase))).not.toBeNull()
    expect(ltrIsolated(within(instructions).getByText(`${window.location.origin}/process-payment/wc`))).not.toBeNull()
  })

  it("fr: plan@ reads the hostname rule's message in French under the field, and the submission's toast", async () => {
    const user = userEvent.setup()
    await storeSession('plan@paygrid.test')
    renderRoute('/integration?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Intégrer votre site web' }, FIRST_LOAD)).toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: /^Site web/ })
    await user.type(field, 'evil.com/path')
    await user.click(screen.getByRole('button', { name: 'Soumettre pour vérification' }))
    expect(await screen.findByText('Saisissez uniquement le nom d’hôte, sans chemin, paramètres ni fragment (par ex. shop.example.com).')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'new-shop.example')
    await user.click(screen.getByRole('button', { name: 'Soumettre pour vérification' }))
    expect(await screen.findByText('Votre site web a été soumis pour vérification.')).toBeInTheDocument()
    expect(await within(await screen.findByRole('region', { name: 'Votre site web' })).findByText('En attente')).toBeInTheDocument()
  })

  it("ar: client05@ (rejected) reads Rejected and the reviewer's reason as written", async () => {
    await storeSession('client05@paygrid.test')
    renderRoute('/integration?lang=ar')
    const panel = await screen.findByRole('region', { name: 'موقعك الإلكتروني' }, FIRST_LOAD)
    expect(within(panel).getByText('مرفوض')).toBeInTheDocument()
    expect(within(panel).getByText('السبب الذي قدّمه فريق المراجعة')).toBeInTheDocument()
    expect(within(panel).getByTestId('rejection-reason')).toHaveTextContent('The website sells replica designer goods, which our terms of service do not allow.')
    expect(within(panel).getByRole('button', { name: 'إرسال للمراجعة' })).toBeInTheDocument()
  })
})

describe('/integration-validation in French and Arabic (issue 23)', () => {
  it('fr: staff@ reads the table, the count, the rejection with its reason counter and limit, and the toast in French', async () => {
    const user = userEvent.setup()
    await storeSession('staff@paygrid.test')
    renderRoute('/integration-validation?lang=fr')
    expect(await screen.findByRole('heading', { name: 'Validation des intégrations' }, FIRST_LOAD)).toBeInTheDocument()
    await screen.findByRole('row', { name: /lapsed-store\.example/ }, FIRST_LOAD)
    expect(headers(screen.getByRole('table', { name: 'Intégrations en attente' }))).toEqual(['Site web', 'E-mail du propriétaire', 'Statut', 'Actions'])
    expect(screen.getByText('6 intégrations en attente de vérification')).toBeInTheDocument()
    expect(within(rowOf('lapsed-store.example')).getByText('En attente')).toBeInTheDocument()
    await user.click(within(rowOf('bikes-12.example')).getByRole('button', { name: 'Refuser' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Refuser ce site web\u202f?' })
    const reason = within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' })
    expect(within(dialog).getByText('Affiché au propriétaire du site web. 0 / 500')).toBeInTheDocument()
    await user.click(reason)
    await user.paste('x'.repeat(501))
    expect(within(dialog).getByText('Le motif ne peut pas dépasser 500 caractères (actuellement 501).')).toBeInTheDocument()
    await user.clear(reason)
    await user.type(reason, 'Pas de boutique')
    expect(within(dialog).getByText('Affiché au propriétaire du site web. 15 / 500')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Refuser le site web' }))
    expect(await screen.findByText('Intégration refusée')).toBeInTheDocument()
    expect(await within(rowOf('bikes-12.example')).findByText('Refusée')).toBeInTheDocument()
    expect(store.integrations.find((item) => item.hostname === 'bikes-12.example')!.rejection_reason).toBe('Pas de boutique')
  })

  it('ar: staff@ reads the table and the approval in Arabic, the owner e-mail isolated left to right, six plural forms counted', async () => {
    const user = userEvent.setup()
    await storeSession('staff@paygrid.test')
    renderRoute('/integration-validation?lang=ar')
    expect(await screen.findByRole('heading', { name: 'التحقق من عمليات التكامل' }, FIRST_LOAD)).toBeInTheDocument()
    await screen.findByRole('row', { name: /lapsed-store\.example/ }, FIRST_LOAD)
    expect(headers(screen.getByRole('table', { name: 'عمليات التكامل قيد الانتظار' }))).toEqual(['الموقع الإلكتروني', 'البريد الإلكتروني للمالك', 'الحالة', 'الإجراءات'])
    expect(screen.getByText('6 عمليات تكامل بانتظار المراجعة')).toBeInTheDocument()
    await user.click(within(rowOf('lapsed-store.example')).getByRole('button', { name: 'قبول' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد قبول هذا الموقع الإلكتروني؟' })
    expect(ltrIsolated(within(dialog).getByText('lapsed@paygrid.test'))).not.toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'قبول الموقع الإلكتروني' }))
    expect(await screen.findByText('تم قبول التكامل بنجاح')).toBeInTheDocument()
    expect(await within(rowOf('lapsed-store.example')).findByText('مقبول')).toBeInTheDocument()
    expect(await screen.findByText('5 عمليات تكامل بانتظار المراجعة')).toBeInTheDocument()
  })
})

describe('/validated-integration in French and Arabic (issue 23)', () => {
  it('fr: staff@ reads the columns, the count and the search in French', async () => {
    const user = userEvent.setup()
    await storeSession('staff@paygrid.test')
    renderRoute('/validated-integration?lang=fr')
    expect(await screen.findByText('5 sur 5 intégrations', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Intégrations validées' })).toBeInTheDocument()
    expect(headers(screen.getByRole('table', { name: 'Intégrations validées' }))).toEqual(['Site web', 'E-mail du propriétaire', 'Statut', 'Identifiant d’intégration', 'Visiter'])
    expect(screen.getAllByText('Valide')).toHaveLength(5)
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher des intégrations' }), 'nothing-like-this{Enter}')
    expect(await screen.findByText('Aucune intégration trouvée')).toBeInTheDocument()
    expect(screen.getByText('0 sur 5 intégrations')).toBeInTheDocument()
  })

  it('ar: reviewer@ reads the columns in Arabic, Visit named for its website and its new tab', async () => {
    await storeSession('reviewer@paygrid.test')
    renderRoute('/validated-integration?lang=ar')
    expect(await screen.findByRole('heading', { name: 'عمليات التكامل المعتمدة' }, FIRST_LOAD)).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'عمليات التكامل المعتمدة' })
    await waitFor(() => expect(within(table).getAllByText('صالح').length).toBeGreaterThan(0))
    expect(headers(table)).toEqual(['الموقع الإلكتروني', 'الحالة', 'معرّف التكامل', 'زيارة'])
    expect(screen.getByText(/^5 من أصل 5 /)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: /^زيارة .+، يُفتح في علامة تبويب جديدة$/ }).length).toBeGreaterThan(0)
    // The short integration ID ("1a2b3c4d...") keeps its ellipsis at its end in a right-to-left table.
    const ids = within(table).getAllByText(/^\S{8}\.\.\.$/)
    expect(ids).toHaveLength(5)
    for (const id of ids) expect(ltrIsolated(id)).not.toBeNull()
  })
})
