import { Button, Dialog, Input, InputGroup, Stack, Text } from '@chakra-ui/react'
import { useWatch } from 'react-hook-form'
import { stripAt, telegramFormSchema, type TelegramFormValues } from '../../domain/telegramUsername'
import { DialogFrame } from '../common/DialogFrame'
import { FormField } from '../common/FormField'
import { useZodForm } from '../common/useZodForm'
import { useServerFieldError } from '../common/useServerFieldError'
import { interpolateParts } from '../../i18n/format'
import { useOnboardingWords } from './onboardingWords'

export interface TelegramDialogProps {
  open: boolean
  /** A required dialog offers no Cancel and cannot be dismissed unsubmitted (onClose is refused upstream). */
  required: boolean
  /** The username the field starts from (the settings' change of a saved one). */
  current: string | null
  /** The username sent, once verified. */
  username: string
  /** The last submit failure's message: shown under the field. */
  error: string | null
  submitting: boolean
  verified: boolean
  onSubmit: (value: TelegramFormValues) => void
  onClose: () => void
  onContinue: () => void
}

/** The Telegram verification dialog (SPEC §2): fixed @ prefix, "Verify & Continue", "Verification Complete!". */
export function TelegramDialog({ open, required, current, username, error, submitting, verified, onSubmit, onClose, onContinue }: TelegramDialogProps) {
  const { t, raw } = useOnboardingWords()
  const form = useZodForm(telegramFormSchema, { telegram: current ?? '' })
  const { control } = form
  const typed = useWatch({ control, name: 'telegram' })
  useServerFieldError(form, 'telegram', error)
  if (!open) return null
  // One dialog throughout: verified, the same frame shows the outcome (no second dialog opens).
  if (verified) {
    return (
      <DialogFrame
        title={t('verificationComplete')}
        required={required}
        onClose={onContinue}
        footer={
          <Button colorPalette="brand" onClick={onContinue}>
            {t('continue')}
          </Button>
        }
      >
        <Text role="status">{interpolateParts(raw('telegramSaved'), { username: <bdi key="username" dir="ltr">@{username}</bdi> })}</Text>
      </DialogFrame>
    )
  }
  return (
    <DialogFrame
      title={t('telegramTitle')}
      required={required}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit((value) => !submitting && onSubmit(value))()}
      footer={
        <>
          {!required && (
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              {t('cancel')}
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText={t('verifying')} disabled={submitting || typed.trim() === ''}>
            {t('verifyAndContinue')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Dialog.Description>{required ? t('telegramPromptRequired') : t('telegramPrompt')}</Dialog.Description>
        <FormField form={form} name="telegram" label={t('telegramLabel')} required>
          {(control) => (
            <InputGroup startAddon="@" dir="ltr">
              <Input
                {...control}
                // The @ is fixed before the field: one typed or pasted at the start goes.
                onChange={(event) => {
                  event.target.value = stripAt(event.target.value)
                  return control.onChange(event)
                }}
                autoComplete="off"
                placeholder={t('telegramPlaceholder')}
                readOnly={submitting}
              />
            </InputGroup>
          )}
        </FormField>
      </Stack>
    </DialogFrame>
  )
}
