import { Alert, Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'

export interface ConfirmDialogProps {
  open: boolean
  title: string
  /** What is about to happen, restated (amounts, who, where). */
  children: ReactNode
  confirmLabel: string
  /** The dismiss button's words, when "Cancel" would be ambiguous (e.g. beside "Cancel transfer"). */
  cancelLabel?: string
  /** A destructive action is red. */
  destructive?: boolean
  /** While the call runs the dialog stays, its buttons busy: one call per confirmation. */
  busy?: boolean
  /** A failed call, in words, with the confirm button as the retry. */
  error?: string | null
  onConfirm: () => void
  onCancel: () => void
}

/** "Are you sure?" before an action that moves money or cannot be undone. Escape and Cancel close it unless it is busy. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancel', destructive = false, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} role="alertdialog" onOpenChange={(event) => !event.open && !busy && onCancel()} closeOnInteractOutside={!busy} closeOnEscape={!busy}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body display="flex" flexDirection="column" gap="4">
              {children}
              {error && (
                <Alert.Root status="error">
                  <Alert.Indicator />
                  <Alert.Title>{error}</Alert.Title>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm} loading={busy} disabled={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            {!busy && (
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
