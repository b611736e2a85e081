import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor as waitForDom } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { apiBase } from '../../src/api/client'
import { renderRoute } from '../support/render'
import { documentNavigation } from '../../src/login/documentNavigation'
import { useSandbox } from '../support/sandboxServer'
import { DEMO_RESET_TOKEN, DEMO_VERIFY_TOKEN } from '../../sandbox'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
const { server } = useSandbox()

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

const htmlLocale = () => ({ lang: document.documentElement.lang, dir: document.documentElement.dir })

/** Fills every required field of the Arabic registration form, found by its Arabic label. */
async function fillRegistrationInArabic(user: ReturnType<typeof userEvent.setup>, email: string) {
  for (const [label, value] of [
    [/^الاسم الأول/, 'A'],
    [/^اسم العائلة/, 'B'],
    [/^البريد الإلكتروني/, email],
    [/^الهاتف/, '123456'],
    [/^تاريخ الميلاد/, '1990-01-01'],
    [/^اسم المستخدم في Telegram/, 'abcde'],
    [/^المنطقة/, 'R'],
    [/^المدينة/, 'C'],
    [/^الرمز البريدي/, '1'],
    [/^عنوان الشارع/, 'S'],
    [/^كلمة المرور/, 'Long-enough-1'],
    [/^تأكيد كلمة المرور/, 'Long-enough-1'],
  ] as const)
    await user.type(screen.getByLabelText(label), value)
  // The countries are named in Arabic (issue 35 §8); a key at a time, as tests/routes/auth.test.tsx explains.
  await user.click(screen.getByRole('combobox', { name: /^البلد/ }))
  for (const key of 'المغ') await user.keyboard(key)
  await user.click(await screen.findByRole('option', { name: 'المغرب' }))
}

describe('the public account pages in French and Arabic (issue 23)', () => {
  it('registration in French: headings, labels, hints, options and the rules’ messages', async () => {
    const user = userEvent.setup()
    renderRoute('/register?lang=fr')
    // The French words load first: more than the default second on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Créez votre compte' }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText('Commencez à accepter les paiements par carte et en USDC.')).toBeInTheDocument()
    expect(screen.getByText('Vos informations')).toBeInTheDocument()
    // The countries in French, found by a part of the name (issue 35 §8).
    await user.click(screen.getByRole('combobox', { name: /^Pays/ }))
    for (const key of 'allem') await user.keyboard(key)
    expect(await screen.findByRole('option', { name: 'Allemagne' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Date de naissance/), '2020-04-02')
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('option', { name: 'Femme' })).toHaveValue('female')
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr')
    expect(htmlLocale()).toEqual({ lang: 'fr', dir: 'ltr' })
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }))
    expect(await screen.findByText('Le prénom est obligatoire')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Prénom/)).toHaveAccessibleDescription('Le prénom est obligatoire')
    expect(screen.getByLabelText(/^Nom d’utilisateur Telegram/)).toHaveAccessibleDescription('Le nom d’utilisateur Telegram est obligatoire')
    expect(screen.getByText('L’e-mail est obligatoire')).toBeInTheDocument()
    expect(screen.getByText(/^Vous devez avoir au moins 18\s+ans pour vous inscrire$/)).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^Mot de passe/), 'short')
    await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), 'other')
    await user.click(screen.getByRole('button', { name: 'Créer le compte' }))
    expect(await screen.findByText(/^Le mot de passe doit contenir au moins 8\s+caractères$/)).toBeInTheDocument()
    expect(screen.queryByText(/is required|do not match/)).not.toBeInTheDocument()
  }, 60_000)

  it('registration in Arabic, right to left: the server’s own message shown as sent', async () => {
    server.use(http.post(`${apiBase}/auth/signup`, () => HttpResponse.json({ message: 'A user with this email already exists.' }, { status: 400 })))
    localStorage.setItem('lang', 'ar')
    const user = userEvent.setup()
    renderRoute('/register')
    expect(await screen.findByRole('heading', { level: 1, name: 'أنشئ حسابك' })).toBeInTheDocument()
    expect(htmlLocale()).toEqual({ lang: 'ar', dir: 'rtl' })
    await fillRegistrationInArabic(user, 'merchant@paygrid.test')
    await user.selectOptions(screen.getByLabelText(/^الجنس/), 'آخر')
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }))
    expect((await screen.findByText('A user with this email already exists.')).tagName).toBe('BDI')
  }, 60_000)

  it('registration in Arabic: a failed call without a message shows the product’s fallback in Arabic', async () => {
    server.use(http.post(`${apiBase}/auth/signup`, () => HttpResponse.error()))
    const user = userEvent.setup()
    renderRoute('/register?lang=ar')
    await screen.findByRole('heading', { level: 1, name: 'أنشئ حسابك' })
    await fillRegistrationInArabic(user, 'nora@example.test')
    await user.selectOptions(screen.getByLabelText(/^الجنس/), 'ذكر')
    await user.click(screen.getByRole('button', { name: 'إنشاء الحساب' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر التسجيل')
  }, 60_000)

  it('forgot password in French: title, label, the rule’s message, then the server’s answer, which it writes in French', async () => {
    const user = userEvent.setup()
    renderRoute('/forgot-password?lang=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié\u202f?' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/login?lang=fr')
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }))
    expect(await screen.findByText('L’e-mail est obligatoire')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^E-mail/), 'merchant@')
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }))
    expect(await screen.findByText('Adresse e-mail invalide')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^E-mail/), 'paygrid.test')
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }))
    expect(await screen.findByText('Si un compte existe avec cet e-mail, un lien de réinitialisation du mot de passe lui a été envoyé.')).toBeInTheDocument()
  })

  it('forgot password in Arabic, right to left', async () => {
    const user = userEvent.setup()
    renderRoute('/forgot-password?lang=ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument()
    expect(htmlLocale()).toEqual({ lang: 'ar', dir: 'rtl' })
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }))
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument()
  })

  it('reset password in Arabic: labels, the rules’ messages, then the way to log in', async () => {
    const user = userEvent.setup()
    renderRoute(`/reset-password?token=${DEMO_RESET_TOKEN}&lang=ar`)
    expect(await screen.findByRole('heading', { level: 1, name: 'تعيين كلمة مرور جديدة' })).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'short')
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }))
    expect(await screen.findByText('يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل')).toBeInTheDocument()
    expect(screen.getByText('يُرجى تأكيد كلمة المرور')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^كلمة المرور الجديدة/))
    await user.type(screen.getByLabelText(/^كلمة المرور الجديدة/), 'Brand-new-pass-1')
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'Brand-new-pass-2')
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }))
    expect(await screen.findByText('كلمتا المرور غير متطابقتين')).toBeInTheDocument()
    await user.clear(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/))
    await user.type(screen.getByLabelText(/^تأكيد كلمة المرور الجديدة/), 'Brand-new-pass-1')
    await user.click(screen.getByRole('button', { name: 'تعيين كلمة المرور الجديدة' }))
    expect(await screen.findByRole('link', { name: 'تسجيل الدخول' })).toHaveAttribute('href', '/login?lang=ar')
  })

  it('reset password in French without its token says so in French', async () => {
    renderRoute('/reset-password?lang=fr')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce lien de réinitialisation est incomplet (jeton manquant). Demandez un nouveau lien.')
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toBeInTheDocument()
  })

  it('e-mail verification in French and Arabic', async () => {
    const { unmount } = renderRoute(`/verify/${DEMO_VERIFY_TOKEN}?lang=fr`)
    expect(await screen.findByRole('heading', { name: 'E-mail vérifié' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Se connecter' })).toBeInTheDocument()
    unmount()
    renderRoute('/verify/not-a-token?lang=ar')
    expect(await screen.findByRole('heading', { name: 'تعذّر التحقق' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toBeInTheDocument()
    // The server's own words (the sandbox writes them in Arabic when asked), isolated as any server's message: an
    // English one keeps its direction in Arabic.
    expect(screen.getByText('رابط التحقق غير صالح أو منتهي الصلاحية.').tagName).toBe('BDI')
    expect(screen.getByRole('combobox', { name: 'اللغة' })).toHaveValue('ar')
  })

  it('the switcher on a public page speaks the chosen language at once and keeps it', async () => {
    const opened: string[] = []
    vi.spyOn(documentNavigation, 'replace').mockImplementation((href) => void opened.push(href))
    const user = userEvent.setup()
    const { router } = renderRoute('/forgot-password')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar')
    expect(await screen.findByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeInTheDocument()
    expect(htmlLocale()).toEqual({ lang: 'ar', dir: 'rtl' })
    expect(localStorage.getItem('lang')).toBe('ar')
    expect(router.state.location.href).toBe('/forgot-password?lang=ar')
    await user.click(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' }))
    await waitForDom(() => expect(opened).toEqual(['/login?lang=ar']))
  })
})
