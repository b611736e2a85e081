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

async function openSettings(lang: 'fr' | 'ar', title: string) {
  const response = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'merchant@paygrid.test', password: 'Sandbox-pass-1' }) })
  tokens.save((await response.json()) as { access: string; refresh: string })
  renderRoute(`/settings?lang=${lang}`)
  await screen.findByRole('heading', { level: 1, name: title })
}

afterEach(() => {
  appToaster.remove()
  server.events.removeAllListeners()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

const field = (name: RegExp | string) => screen.getByRole('textbox', { name })
const sectionHeadings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)

// Testing Library reads the page's no-break spaces (French typography) as spaces: the texts below are written so.
describe('/settings in French (issue 23)', () => {
  it('the forms speak French: sections, labels, hints, the Telegram username', async () => {
    store.users.find((user) => user.email === 'merchant@paygrid.test')!.telegram = 'maya_shop'
    await openSettings('fr', 'Paramètres')
    expect(sectionHeadings()).toEqual(['Profil', 'Telegram', 'Apparence', 'Sessions'])
    expect(screen.getByLabelText('E-mail')).toHaveValue('merchant@paygrid.test')
    expect(field(/^Prénom/)).toHaveValue('Maya')
    expect(field(/^Nom/)).toBeInTheDocument()
    expect(field('Téléphone')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText('De 5 à 32 lettres, chiffres ou tirets bas.')).toBeInTheDocument()
    expect(screen.getByText('@maya_shop')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Modifier le nom d’utilisateur Telegram' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Mode sombre' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Se déconnecter de toutes les sessions' })).toBeInTheDocument()
    expect(screen.queryByText('Save changes')).not.toBeInTheDocument()
  })

  it('a bad phone and a short name are refused in French, nothing typed is lost', async () => {
    const user = userEvent.setup()
    await openSettings('fr', 'Paramètres')
    await user.clear(field(/^Prénom/))
    await user.type(field(/^Prénom/), 'M')
    await user.clear(field('Téléphone'))
    await user.paste('call me maybe')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }))
    expect(await screen.findByText('Format de numéro de téléphone invalide')).toBeInTheDocument()
    await waitFor(() => expect(field(/^Prénom/)).toHaveAccessibleErrorMessage(/^Le prénom doit comporter au moins 2\scaractères$/))
    expect(field('Téléphone')).toHaveValue('call me maybe')
  })

  it('a failed save shows the product\'s fallback in French; a saved profile says so in French', async () => {
    let failing = true
    server.use(http.patch(`${apiBase}/auth/me`, () => (failing ? HttpResponse.error() : undefined)))
    const user = userEvent.setup()
    await openSettings('fr', 'Paramètres')
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossible d’enregistrer votre profil')
    failing = false
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }))
    expect(await screen.findByText('Votre profil a été enregistré.')).toHaveAttribute('role', 'status')
  })
})

describe('/settings in Arabic, right to left (issue 23)', () => {
  it('the forms speak Arabic; the e-mail and phone stay left to right; the sessions dialog in Arabic', async () => {
    const user = userEvent.setup()
    store.users.find((account) => account.email === 'merchant@paygrid.test')!.telegram = 'maya_shop'
    await openSettings('ar', 'الإعدادات')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(sectionHeadings()).toEqual(['الملف الشخصي', 'Telegram', 'المظهر', 'الجلسات'])
    expect(screen.getByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr')
    expect(field(/^الاسم الأول/)).toHaveValue('Maya')
    expect(field('الهاتف')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByText('@maya_shop')).toMatchObject({ tagName: 'BDI', dir: 'ltr' })
    expect(screen.getByText('اسم المستخدم:')).toBeInTheDocument()
    await user.clear(field(/^اسم العائلة/))
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }))
    await waitFor(() => expect(field(/^اسم العائلة/)).toHaveAccessibleErrorMessage('اسم العائلة مطلوب'))
    await user.click(screen.getByRole('button', { name: 'تسجيل الخروج من جميع الجلسات' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'هل تريد تسجيل الخروج من جميع الجلسات؟' })
    expect(within(dialog).getByText(/سيتم تسجيل خروجك هنا/)).toBeInTheDocument()
  })
})
