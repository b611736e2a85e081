import { Button, CloseButton, Dialog, Input, InputGroup, Portal, Stack, Text } from '@chakra-ui/react'
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
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (details.open) return
        if (verified) onContinue()
        else onClose()
      }}
      placement="center"
      role="dialog"
      closeOnInteractOutside={!required}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {verified ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>Verification Complete!</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Text role="status">Your Telegram username @{username} has been saved.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button colorPalette="brand" onClick={onContinue}>
                    Continue
                  </Button>
                </Dialog.Footer>
              </>
            ) : (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  onSubmit()
                }}
              >
                <Dialog.Header>
                  <Dialog.Title>Telegram verification</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Dialog.Description>
                      {required ? 'Enter your Telegram username to continue.' : 'Enter your Telegram username.'}
                    </Dialog.Description>
                    <FormField label="Telegram username" error={error ?? undefined} required>
                      <InputGroup startAddon="@">
                        <Input value={username} onChange={(event) => onChange(event.target.value)} autoComplete="off" placeholder="username" disabled={submitting} />
                      </InputGroup>
                    </FormField>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  {!required && (
                    <Button variant="outline" onClick={onClose} disabled={submitting}>
                      Cancel
                    </Button>
                  )}
                  <Button type="submit" colorPalette="brand" loading={submitting} loadingText="Verifying..." disabled={submitting || username.trim() === ''}>
                    Verify &amp; Continue
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            {!required && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
