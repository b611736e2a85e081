/**
 * The signed-in frame in French and Arabic (issue 23): the side menu's labels, the language select in it (the drawer's
 * menu on a phone), the command palette's words; the screens' own words belong to their areas.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderRoute } from '../support/render'
import { forgetLocale, layOutBoxes } from '../support/renderInLocale'
import { useSandbox } from '../support/sandboxServer'
import { storeSession } from '../support/session'
import { FIRST } from './transactionsSupport'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { store } = useSandbox()

beforeEach(layOutBoxes)
afterEach(forgetLocale)

/** The wide screen's side menu (jsdom applies no media query, so both menus are in the page, hidden). */
async function sideMenu(name: string) {
  const nav = await screen.findByRole('navigation', { name, hidden: true }, FIRST)
  return within(nav)
}
const labels = (menu: ReturnType<typeof within>) => menu.getAllByRole('link', { hidden: true }).map((link: HTMLElement) => link.textContent)

describe('the signed-in frame in French and Arabic', { timeout: 40_000 }, () => {
  it('French (?lang=fr): the merchant\'s menu, Logout and the language select in it', async () => {
    await storeSession('merchant@paygrid.test')
    renderRoute('/wallet?lang=fr')
    const menu = await sideMenu('Menu principal')
    expect(labels(menu)).toEqual(['Vue d’ensemble', 'Portefeuille', 'Transactions', 'Liens de paiement', 'Intégration', 'Abonnement', 'Paramètres'])
    expect(menu.getByRole('button', { name: 'Se déconnecter', hidden: true })).toBeInTheDocument()
    expect(menu.getByRole('combobox', { name: 'Langue', hidden: true })).toHaveValue('fr')
    expect(screen.getAllByRole('button', { name: 'Rechercher…', hidden: true }).length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Ouvrir le menu', hidden: true })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Aller au contenu principal', hidden: true })).toBeInTheDocument()
  })

  it('Arabic (saved choice): the admin\'s menu right to left', async () => {
    localStorage.setItem('lang', 'ar')
    await storeSession('admin@paygrid.test')
    renderRoute('/calculator')
    const menu = await sideMenu('القائمة الرئيسية')
    expect(labels(menu)).toEqual(['نظرة عامة', 'المعاملات', 'المحافظ', 'الحاسبة', 'الاشتراك', 'التحقق من التكاملات', 'التكاملات المعتمدة'])
    expect(menu.getByRole('button', { name: 'تسجيل الخروج', hidden: true })).toBeInTheDocument()
    expect({ lang: document.documentElement.lang, dir: document.documentElement.dir }).toEqual({ lang: 'ar', dir: 'rtl' })
    // The account's e-mail keeps left to right inside the Arabic menu.
    expect(screen.getAllByText('admin@paygrid.test', { selector: 'bdi[dir=ltr]' }).length).toBeGreaterThan(0)
  })

  it('the select in the signed-in menu changes the language in place, saves it and names it in the URL (?lang=)', async () => {
    await storeSession('merchant@paygrid.test')
    const { router } = renderRoute('/transactions?page=2')
    const menu = await sideMenu('Main menu')
    expect(labels(menu)[0]).toBe('Overview')
    await act(async () => void fireEvent.change(menu.getByRole('combobox', { name: 'Language', hidden: true }), { target: { value: 'ar' } }))
    const arabic = await sideMenu('القائمة الرئيسية')
    expect(labels(arabic)[0]).toBe('نظرة عامة')
    expect(arabic.getByRole('combobox', { name: 'اللغة', hidden: true })).toHaveValue('ar')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2, lang: 'ar' }))
    expect(localStorage.getItem('lang')).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
  })

  it('French: the palette\'s title, its input\'s name, its groups and its count', async () => {
    await storeSession('merchant@paygrid.test')
    renderRoute('/wallet?lang=fr')
    await sideMenu('Menu principal')
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    const palette = await screen.findByRole('dialog', { name: 'Aller à ou rechercher' })
    const input = within(palette).getByRole('combobox')
    expect(input).toHaveAccessibleName('Rechercher parmi écrans, transactions, liens de paiement')
    fireEvent.change(input, { target: { value: 'p' } })
    expect(within(palette).getByRole('group', { name: 'Écrans' })).toBeInTheDocument()
    expect(within(palette).getAllByRole('option').map((option) => option.querySelector('p')?.textContent)).toEqual(['Portefeuille', 'Liens de paiement', 'Paramètres'])
    expect(within(palette).getByRole('status')).toHaveTextContent('3 résultats')
    fireEvent.change(input, { target: { value: 'xqxq' } })
    await waitFor(() => expect(within(palette).getByRole('status')).toHaveTextContent('Aucun résultat pour « xqxq »'), FIRST)
  })

  it('French, on a screen without transactions: a transaction found says its status in French', async () => {
    const failed = store.transactions.find((tx) => tx.ownerId === 'usr_merchant' && tx.status === 'FAILED')!
    await storeSession('merchant@paygrid.test')
    renderRoute('/settings?lang=fr')
    await sideMenu('Menu principal')
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true })
    const palette = await screen.findByRole('dialog', { name: 'Aller à ou rechercher' })
    fireEvent.change(within(palette).getByRole('combobox'), { target: { value: failed.id } })
    const transactions = await within(palette).findByRole('group', { name: 'Transactions' }, FIRST)
    await waitFor(() => expect(within(transactions).getByRole('option')).toHaveTextContent('Échec'), FIRST)
    expect(within(transactions).getByRole('option')).not.toHaveTextContent('Failed')
  })

  it('Arabic: the not-found page, its way home keeping the language', async () => {
    renderRoute('/no/such/page?lang=ar')
    expect(await screen.findByRole('heading', { name: 'الصفحة غير موجودة' }, FIRST)).toBeInTheDocument()
    expect(screen.getByText('الصفحة التي تبحث عنها غير موجودة أو تم نقلها.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/?lang=ar')
  })
})
