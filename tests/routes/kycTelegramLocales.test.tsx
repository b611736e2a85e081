import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { appToaster } from '../../src/components/common/toaster'
import { renderRoute } from '../support/render'
import { storeSession } from '../support/session'
import { useSandbox } from '../support/sandboxServer'

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers the file's msw server
useSandbox()

const LOAD = { timeout: 20_000 }

afterEach(() => {
  appToaster.remove()
  vi.restoreAllMocks()
  localStorage.clear()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
})

/** Escape on the required dialog: refused, with the machine's toast. The dialog's dismissable layer registers a moment after it shows. */
async function refusedEscape(toast: string) {
  await waitFor(async () => {
    await userEvent.keyboard('{Escape}')
    expect(screen.getAllByText(toast)[0]).toBeInTheDocument()
  }, LOAD)
  expect(screen.getByRole('dialog')).toBeInTheDocument()
}

// Testing Library reads the page's no-break spaces (French typography) as spaces: the texts below are written so.
describe('/kyc-verification in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it('French: heading, the partner’s steps, Start Verification, the completed-confirmation and its warning; a machine’s error in French', async () => {
    const user = userEvent.setup()
    vi.spyOn(window, 'open').mockReturnValue(null)
    await storeSession('kyc@paygrid.test')
    renderRoute('/kyc-verification?lang=fr')
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification KYC' }, LOAD)).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'ltr')
    expect(document.documentElement).toHaveAttribute('lang', 'fr')
    expect(await screen.findByText('Vérifiez votre identité auprès de notre partenaire de vérification. Une fenêtre s’ouvre et vous guide étape par étape.')).toBeInTheDocument()
    expect(screen.getByText(/^Ne cliquez sur ce bouton que si vous avez réellement terminé la vérification/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'J’ai terminé la vérification KYC' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Commencer la vérification' }))
    // The machine's KYC_START_FAILED ("Failed to start verification."), shown through `text`.
    expect(await screen.findByText('Impossible de démarrer la vérification.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(await screen.findByRole('button', { name: 'Commencer la vérification' })).toBeInTheDocument()
    expect(screen.queryByText(/Verification|Retry/)).not.toBeInTheDocument()
  })

  it('Arabic: right to left, heading and buttons in Arabic', async () => {
    localStorage.setItem('lang', 'ar')
    await storeSession('kyc@paygrid.test')
    renderRoute('/kyc-verification')
    expect(await screen.findByRole('heading', { level: 1, name: 'التحقق من الهوية (KYC)' }, LOAD)).toBeInTheDocument()
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(document.documentElement).toHaveAttribute('lang', 'ar')
    expect(await screen.findByRole('button', { name: 'بدء التحقق' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'لقد أكملت التحقق من الهوية (KYC)' })).toBeInTheDocument()
    expect(screen.getByText('تحقّق من هويتك لدى شريكنا في التحقق. ستُفتح نافذة تتّبع فيها الخطوات.')).toBeInTheDocument()
    expect(screen.queryByText(/Verification|Verify/)).not.toBeInTheDocument()
  })
})

describe('the Telegram prompt in French and Arabic (issue 23)', { timeout: 40_000 }, () => {
  it('French: title, label, the rule’s message and the required toast in French; the saved username kept left to right', async () => {
    const user = userEvent.setup()
    await storeSession('telegram@paygrid.test')
    renderRoute('/dashboard?lang=fr')
    await screen.findByRole('dialog', { name: 'Vérification Telegram' }, LOAD)
    // The machine's template message, with the product's name, in French; the dialog is queried afresh once its layer is up.
    await refusedEscape('Le nom d’utilisateur Telegram est obligatoire pour continuer à utiliser Paygrid')
    const dialog = screen.getByRole('dialog', { name: 'Vérification Telegram' })
    expect(within(dialog).getByText('Saisissez votre nom d’utilisateur Telegram pour continuer.')).toBeInTheDocument()
    const input = within(dialog).getByRole('textbox', { name: /Nom d’utilisateur Telegram/ })
    expect(input).toHaveAttribute('placeholder', 'nom_utilisateur')
    await user.type(input, 'ab')
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier et continuer' }))
    expect(await within(dialog).findByText('Format de nom d’utilisateur Telegram non valide')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, 'valid_user')
    await user.click(within(dialog).getByRole('button', { name: 'Vérifier et continuer' }))
    expect(await screen.findByText('Vérification terminée !')).toBeInTheDocument()
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Votre nom d’utilisateur Telegram @valid_user a été enregistré.')
    expect(screen.getByText('@valid_user')).toMatchObject({ tagName: 'BDI', dir: 'ltr' })
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument()
  })

  it('Arabic: right to left, the dialog’s words and the rule’s message in Arabic, the @ field and the saved username left to right', async () => {
    const user = userEvent.setup()
    await storeSession('telegram@paygrid.test')
    renderRoute('/dashboard?lang=ar')
    await screen.findByRole('dialog', { name: 'التحقق من Telegram' }, LOAD)
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    // Escape is refused with the machine's toast, in Arabic; the dialog is queried afresh once its layer is up.
    await refusedEscape('اسم المستخدم في Telegram مطلوب لمواصلة استخدام Paygrid')
    const dialog = screen.getByRole('dialog', { name: 'التحقق من Telegram' })
    expect(within(dialog).getByText('أدخل اسم المستخدم الخاص بك في Telegram للمتابعة.')).toBeInTheDocument()
    const input = within(dialog).getByRole('textbox', { name: /اسم المستخدم في Telegram/ })
    expect(input.closest('[dir="ltr"]')).not.toBeNull()
    expect(within(dialog).getByRole('button', { name: 'تحقّق وتابِع' })).toBeDisabled()
    await user.type(input, 'ab')
    await user.click(within(dialog).getByRole('button', { name: 'تحقّق وتابِع' }))
    expect(await within(dialog).findByText('صيغة اسم المستخدم في Telegram غير صالحة')).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, 'valid_user')
    await user.click(within(dialog).getByRole('button', { name: 'تحقّق وتابِع' }))
    expect(await screen.findByText('اكتمل التحقق!')).toBeInTheDocument()
    expect(screen.getByText('@valid_user')).toMatchObject({ tagName: 'BDI', dir: 'ltr' })
    expect(screen.getByRole('button', { name: 'متابعة' })).toBeInTheDocument()
  })
})
