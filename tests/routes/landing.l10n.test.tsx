import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderRoute } from '../support/render'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { store } = useSandbox()

afterEach(() => {
  localStorage.clear()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('the landing and legal pages in French and Arabic (issue 23)', () => {
  it('the home page in French: headline, pitch with the product’s name, the ways in, the features and the footer', async () => {
    renderRoute('/?lang=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Encaissez par carte ou en stablecoin, avec un seul lien.' })).toBeInTheDocument()
    expect(screen.getByText(/^Paygrid offre aux marchands des liens de paiement/)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Se connecter' })[0]).toHaveAttribute('href', '/login?lang=fr')
    expect(screen.getByRole('link', { name: 'Commencer' })).toHaveAttribute('href', '/register?lang=fr')
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toBeInTheDocument()
    const features = screen.getByRole('region', { name: 'Fonctionnalités' })
    expect(within(features).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Liens de paiement', 'Intégrations de site web', 'Portefeuille et virements'])
    const footer = screen.getByRole('navigation', { name: 'Pied de page' })
    await waitFor(() =>
      expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Couverture', 'RGPD', 'Conditions d’utilisation', 'Politique de confidentialité', 'Politique relative aux cookies', 'Support', 'Documentation']),
    )
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
  })

  it('the home page in Arabic, right to left, the switcher back to English', async () => {
    localStorage.setItem('lang', 'ar')
    renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'تلقَّ مدفوعاتك بالبطاقة أو بالعملة المستقرة، عبر رابط واحد.' })).toBeInTheDocument()
    expect({ lang: document.documentElement.lang, dir: document.documentElement.dir }).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(screen.getByRole('link', { name: 'ابدأ الآن' })).toBeInTheDocument()
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Get paid by card or stablecoin, with one link.' })).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('ltr')
    expect(localStorage.getItem('lang')).toBe('en')
  })

  it('the coverage and legal pages in Arabic', async () => {
    const { unmount } = renderRoute('/coverage?lang=ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'التغطية' })).toBeInTheDocument()
    expect(screen.getByText(/^العملات المشفّرة: USDC على شبكة Polygon فقط/)).toBeInTheDocument()
    unmount()
    renderRoute('/privacy?lang=ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeInTheDocument()
    expect(screen.getByText('لا نبيع البيانات الشخصية أبدًا.')).toBeInTheDocument()
  })

  it('in Morocco the footer offers only the coverage page, in French', async () => {
    store.geoCountry = 'MA'
    renderRoute('/?lang=fr')
    const footer = await screen.findByRole('navigation', { name: 'Pied de page' })
    await waitFor(() => expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Couverture']))
  })
})
