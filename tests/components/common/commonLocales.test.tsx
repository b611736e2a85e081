import { act, screen, within } from '@testing-library/react'
import { Input } from '@chakra-ui/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MALFORMED_RESPONSE } from '../../../src/api/apiError'
import { COPY_MESSAGES } from '../../../src/components/common/clipboard'
import { ConfirmDialog } from '../../../src/components/common/ConfirmDialog'
import { FormField } from '../../../src/components/common/FormField'
import { InlineLoadError } from '../../../src/components/common/InlineLoadError'
import { notify } from '../../../src/components/common/toaster'
import { ProfileFailedScreen } from '../../../src/components/shell/ProfileFailedScreen'
import { ErrorScreen } from '../../../src/components/common/ErrorScreen'
import { CommandPalette } from '../../../src/components/palette/CommandPalette'
import { forgetLocale, layOutBoxes, renderInLocale } from '../../support/renderInLocale'

beforeEach(layOutBoxes)
afterEach(forgetLocale)

describe('FormField shows its error through text (issue 23 §5)', () => {
  it('French: a product message a catalog holds in English is shown in French, and still describes the control', async () => {
    await renderInLocale(
      <FormField label="Nom d’hôte" error={MALFORMED_RESPONSE}>
        {(control) => <Input {...control} />}
      </FormField>,
      'fr',
    )
    const input = await screen.findByRole('textbox', { name: 'Nom d’hôte' })
    expect(input).toHaveAccessibleDescription('Le serveur a envoyé une réponse inattendue. Veuillez réessayer.')
    expect(screen.queryByText(MALFORMED_RESPONSE)).not.toBeInTheDocument()
  })

  it('Arabic: the server\'s own message (no catalog holds it) is shown as it was sent', async () => {
    await renderInLocale(
      <FormField label="اسم المضيف" error="Hostname already registered">
        {(control) => <Input {...control} />}
      </FormField>,
      'ar',
    )
    expect(await screen.findByRole('textbox', { name: 'اسم المضيف' })).toHaveAccessibleDescription('Hostname already registered')
  })
})

describe('dialogs, load errors and toasts in French and Arabic', () => {
  it('Arabic: the confirmation\'s Cancel and close words, its error through text', async () => {
    await renderInLocale(
      <ConfirmDialog open title="تأكيد" confirmLabel="تأكيد التحويل" error={MALFORMED_RESPONSE} onConfirm={vi.fn()} onCancel={vi.fn()}>
        <p>نص</p>
      </ConfirmDialog>,
      'ar',
    )
    const dialog = await screen.findByRole('alertdialog', { name: 'تأكيد' })
    expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeInTheDocument()
    expect(within(dialog).getByText('أرسل الخادم استجابة غير متوقعة. يُرجى المحاولة مرة أخرى.')).toBeInTheDocument()
  })

  it('French: a failed read says Réessayer; an English fallback it carries is shown in French', async () => {
    await renderInLocale(<InlineLoadError message={MALFORMED_RESPONSE} detail="Server exploded" onRetry={vi.fn()} />, 'fr')
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
    expect(screen.getByText('Le serveur a envoyé une réponse inattendue. Veuillez réessayer.')).toBeInTheDocument()
    expect(screen.getByText('Server exploded')).toBeInTheDocument()
  })

  it('French: a copy toast created in English shows in French; a server message in a toast as sent', async () => {
    await renderInLocale(<p>écran</p>, 'fr')
    await screen.findByText('écran')
    act(() => void notify.success(COPY_MESSAGES.transactionId.ok))
    expect(await screen.findByText('Identifiant de transaction copié dans le presse-papiers\u202f!', { normalizer: (text) => text })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Fermer la notification' }).length).toBeGreaterThan(0)
    act(() => void notify.error('Wallet is frozen'))
    expect(await screen.findByText('Wallet is frozen')).toBeInTheDocument()
  })

  it('French: the profile\'s failure screen and the last-line error screen', async () => {
    const { rerender } = await renderInLocale(<ProfileFailedScreen onRetry={vi.fn()} onLogout={vi.fn()} />, 'fr')
    expect(await screen.findByRole('heading', { name: 'Une erreur est survenue' })).toBeInTheDocument()
    expect(screen.getByText('Une erreur est survenue lors du chargement de l’application')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument()
    rerender(<ErrorScreen error={new Error('')} onRetry={vi.fn()} />)
    expect(screen.getByText('Une erreur inattendue s’est produite. Veuillez réessayer.')).toBeInTheDocument()
  })

  it('Arabic: the palette\'s words and count (the dual), an option\'s amount and id each isolated left to right', async () => {
    const groups = [{ title: 'روابط الدفع', options: [{ id: 'a', label: 'Card demo', detail: ['49.99 €', 'demo-card'] }, { id: 'b', label: 'Crypto demo', detail: ['25.00 US$', 'demo-crypto'] }] }]
    await renderInLocale(<CommandPalette query="de" onQueryChange={vi.fn()} finds="الصفحات، روابط الدفع" groups={groups} searching={false} failures={[]} onChoose={vi.fn()} onClose={vi.fn()} />, 'ar')
    const palette = await screen.findByRole('dialog', { name: 'انتقال أو بحث' })
    expect(within(palette).getByRole('combobox')).toHaveAccessibleName('البحث في الصفحات، روابط الدفع')
    expect(within(palette).getByRole('status')).toHaveTextContent('2 نتيجتان')
    expect([...palette.querySelectorAll('[role=option] bdi[dir=ltr]')].map((part) => part.textContent)).toEqual(['49.99 €', 'demo-card', '25.00 US$', 'demo-crypto'])
  })
})
