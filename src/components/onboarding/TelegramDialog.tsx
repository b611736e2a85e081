import { Button, Dialog, Input, InputGroup, Stack, Text } from '@chakra-ui/react'
import { DialogFrame } from '../common/DialogFrame'
import { FormField } from '../common/FormField'

export interface TelegramDialogProps {
  open: boolean
  /** A required dialog offers no Cancel and cannot be dismissed unsubmitted (onClose is refused upstream). */
  required: boolean
  username: string
  error: string | null
  submitting: boolean
  verified: boolean
  onChange: (value: string) => void
  onSubmit: () => void
  onClose: () => void
  onContinue: () => void
}

/** The Telegram verification dialog (SPEC §2): fixed @ prefix, "Verify & Continue", "Verification Complete!". */
export function TelegramDialog({ open, required, username, error, submitting, verified, onChange, onSubmit, onClose, onContinue }: TelegramDialogProps) {
  if (!open) return null
  if (verified) {
    return (
      <DialogFrame
        title="Verification Complete!"
        required={required}
        onClose={onContinue}
        footer={
          <Button colorPalette="brand" onClick={onContinue}>
            Continue
          </Button>
        }
      >
        <Text role="status">Your Telegram username @{username} has been saved.</Text>
      </DialogFrame>
    )
  }
  return (
    <DialogFrame
      title="Telegram verification"
      required={required}
      onClose={onClose}
      onSubmit={onSubmit}
      footer={
        <>
          {!required && (
            <Button variant="outline" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Verifying..." disabled={submitting || username.trim() === ''}>
            Verify &amp; Continue
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Dialog.Description>{required ? 'Enter your Telegram username to continue.' : 'Enter your Telegram username.'}</Dialog.Description>
        <FormField label="Telegram username" error={error ?? undefined} required>
          <InputGroup startAddon="@">
            <Input value={username} onChange={(event) => onChange(event.target.value)} autoComplete="off" placeholder="username" disabled={submitting} />
          </InputGroup>
        </FormField>
      </Stack>
    </DialogFrame>
  )
}
