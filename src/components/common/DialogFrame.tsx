import { CloseButton, Dialog, Portal } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

export interface DialogFrameProps {
  title: string
  children: ReactNode
  /** The dialog's buttons. */
  footer?: ReactNode
  onClose: () => void
  /** While a call runs the dialog cannot be dismissed (no close button, Escape or outside click). */
  busy?: boolean
  /** Makes the dialog a form: Enter in a field submits it. */
  onSubmit?: () => void
  /**
   * `alertdialog` for a confirmation before an action that cannot be undone. A click beside it does not
   * close it: the second click of the double click that opened it would dismiss it as it appears.
   */
  role?: 'dialog' | 'alertdialog'
  /** A dialog that must be answered: no close button and no outside click; Escape still asks `onClose`, which the flow may refuse. */
  required?: boolean
  /** The element focused on opening (by default the first one that takes focus). */
  initialFocusEl?: () => HTMLElement | null
}

/** An open, centred dialog with a title, a close button, a body that scrolls inside it, and its buttons; closed by unmounting it. */
export function DialogFrame({ title, children, footer, onClose, busy = false, onSubmit, role = 'dialog', required = false, initialFocusEl }: DialogFrameProps) {
  const { t } = useMessages(commonMessages)
  const parts = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>{children}</Dialog.Body>
      {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
    </>
  )
  return (
    <Dialog.Root open role={role} onOpenChange={(details) => !details.open && !busy && onClose()} closeOnInteractOutside={!busy && !required && role !== 'alertdialog'} closeOnEscape={!busy} placement="center" scrollBehavior="inside" initialFocusEl={initialFocusEl}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {onSubmit ? (
              <form
                noValidate
                style={{ display: 'contents' }}
                onSubmit={(event) => {
                  event.preventDefault()
                  onSubmit()
                }}
              >
                {parts}
              </form>
            ) : (
              parts
            )}
            {!busy && !required && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
