import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import type { AuthActor } from '../../src/machines/auth/authMachine'
import { loginAr } from '../../src/i18n/messages/login.ar'
import { loginFr } from '../../src/i18n/messages/login.fr'
import { loginNotice } from '../../src/login/loginNotice'
import { renderLogin } from '../support/render'
import { SANDBOX_PASSWORD } from '../support/session'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()

let opened: AuthActor | null = null
async function openLogin(path: string) {
  const page = await renderLogin(path)
  opened = page.auth
  return page
}
afterEach(() => {
  opened?.stop()
  opened = null
  localStorage.clear()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

describe('/login in French and Arabic (issue 23)', () => {
  it('opens in French from ?lang=fr, its words loaded before the first render, its links keeping the language', async () => {
    await openLogin('/login?lang=fr')
    const main = screen.getByRole('main')
    expect(within(main).getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument()
    expect(screen.getByText('Bon retour parmi nous. Connectez-vous à votre tableau de bord.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('dir', 'ltr')
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAttribute('type', 'password')
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute('href', '/forgot-password?lang=fr')
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register?lang=fr')
    expect(screen.getByText('Paygrid').closest('a')).toHaveAttribute('href', '/?lang=fr')
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
    expect(screen.queryByText('Log in')).not.toBeInTheDocument()
    expect({ lang: document.documentElement.lang, dir: document.documentElement.dir }).toEqual({ lang: 'fr', dir: 'ltr' })
  })

  it('says the rule’s messages in French, tied to their fields', async () => {
    const user = userEvent.setup()
    await openLogin('/login?lang=fr')
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    expect(await screen.findByText(loginFr.emailRequired as string)).toBeInTheDocument()
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('L’e-mail est obligatoire')
    expect(screen.getByLabelText(/^Mot de passe/)).toHaveAccessibleDescription('Le mot de passe est obligatoire')
    await user.type(screen.getByLabelText(/^E-mail/), 'merchant@')
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument()
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument()
  })

  it('opens right to left in Arabic (the saved choice), and goes on to the app in that language', async () => {
    localStorage.setItem('lang', 'ar')
    const { left } = await openLogin('/login?redirect=%2Fwallet')
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument()
    expect({ lang: document.documentElement.lang, dir: document.documentElement.dir }).toEqual({ lang: 'ar', dir: 'rtl' })
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'merchant@paygrid.test')
    await user.type(screen.getByLabelText(/^كلمة المرور/), SANDBOX_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    // The saved choice goes with the person: the app's page reads it (no ?lang= needed).
    await waitFor(() => expect(left).toEqual(['/wallet']))
    expect(screen.getByRole('button', { name: loginAr.loggingIn as string })).toBeDisabled()
  })

  it('keeps ?lang= on the app’s page it goes on to', async () => {
    const { left } = await openLogin('/login?lang=ar&redirect=%2Fwallet')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'merchant@paygrid.test')
    await user.type(screen.getByLabelText(/^كلمة المرور/), SANDBOX_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    await waitFor(() => expect(left).toEqual(['/wallet?lang=ar']))
  })

  it('in Arabic, the server is asked for its refusal in Arabic, a message it sends in English is shown as sent, and the product’s own fallback is translated', async () => {
    await openLogin('/login?lang=ar')
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^البريد الإلكتروني/), 'merchant@paygrid.test')
    await user.type(screen.getByLabelText(/^كلمة المرور/), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة.')
    const asked: (string | null)[] = []
    server.use(
      http.post(`${apiBase}/auth/login`, ({ request }) => {
        asked.push(request.headers.get('Accept-Language'))
        return HttpResponse.json({ message: 'Account locked.' }, { status: 401 })
      }),
    )
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Account locked.'))
    expect(asked).toEqual(['ar'])
    expect(screen.getByText('Account locked.').tagName).toBe('BDI')
    server.use(http.post(`${apiBase}/auth/login`, () => HttpResponse.error()))
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }))
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('تعذّر تسجيل الدخول'))
  })

  it('the switcher speaks the chosen language at once, keeps the choice and names it in the URL', async () => {
    await openLogin('/login?redirect=%2Fwallet')
    expect(screen.getByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    const user = userEvent.setup()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
    expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('lang', 'en')
    expect(document.documentElement.dir).toBe('rtl')
    expect(localStorage.getItem('lang')).toBe('ar')
    expect(window.location.search).toBe('?redirect=%2Fwallet&lang=ar')
    await user.selectOptions(screen.getByRole('combobox', { name: 'اللغة' }), 'en')
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument()
    expect(document.documentElement.dir).toBe('ltr')
  })

  it('shows the registration’s notice in French', async () => {
    loginNotice.leave({ message: 'Registration successful', registeredEmail: 'nora@example.test' })
    await openLogin('/login?lang=fr')
    expect(await screen.findByText('Inscription réussie')).toBeInTheDocument()
    expect(screen.getByText(/^Nous avons envoyé/)).toHaveTextContent('Nous avons envoyé un e-mail de vérification à nora@example.test.')
  })

  it('shows the registration’s notice in Arabic, the e-mail kept left to right', async () => {
    loginNotice.leave({ message: 'Registration successful', registeredEmail: 'nora@example.test' })
    await openLogin('/login?lang=ar')
    expect(await screen.findByText(/^أرسلنا/)).toHaveTextContent('أرسلنا رسالة تحقق إلى \u2066nora@example.test\u2069.')
  })
})
