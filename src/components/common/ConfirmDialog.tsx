import { Alert, Button, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { DialogFrame } from './DialogFrame'
import { onFreshClick } from './freshClick'

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

/**
 * "Are you sure?" before an action that moves money or cannot be undone. Escape and Cancel close it unless
 * it is busy; a click beside it does not. Its confirm button takes a click of its own: the second click of
 * the double click that opened it confirms nothing and does not dismiss it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, destructive = false, busy = false, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t, text } = useMessages(commonMessages)
  if (!open) return null
  return (
    <DialogFrame
      title={title}
      role="alertdialog"
      busy={busy}
      onClose={onCancel}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('cancel')}
          </Button>
          <Button colorPalette={destructive ? 'red' : 'brand'} onClick={onFreshClick(onConfirm)} loading={busy} disabled={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        {children}
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{text(error)}</Alert.Title>
          </Alert.Root>
        )}
      </Stack>
    </DialogFrame>
  )
}
