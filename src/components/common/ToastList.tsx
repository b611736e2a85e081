import { Button, Toaster, Portal, Spinner, Stack, Toast, type CreateToasterReturn } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/**
 * The app's toasts sit at the bottom end: the right in English and French, the left in Arabic. Zag's toast group turns
 * "end" into "left" in right-to-left and then places it with `inset-inline-start`, which right to left is the right
 * again; on wide screens its inline placement is set here by the end side itself (a phone's toasts span the width).
 */
const END_SIDE_IN_RTL = {
  md: {
    _rtl: {
      insetInlineStart: 'auto !important',
      insetInlineEnd: 'calc(env(safe-area-inset-left, 0px) + var(--viewport-offset-left)) !important',
      alignItems: 'flex-end !important',
    },
  },
} as const

const inWords = (text: (message: string) => string, value: ReactNode) => (typeof value === 'string' ? text(value) : value)

/**
 * One toaster's toasts (Ark's toast machines), loaded by Toasts once the first toast is created. A toast is created in
 * English where the product holds its words (a copy, a machine's outcome): it shows in the reader's language when a
 * catalog holds them; the server's own message as it came. A page that speaks no app language (the checkout) is English
 * here and passes its own words through.
 */
export function ToastList({ toaster }: { toaster: CreateToasterReturn }) {
  const { t, text } = useMessages(commonMessages)
  return (
    <Portal>
      <Toaster toaster={toaster} insetInline={{ mdDown: '4' }} css={END_SIDE_IN_RTL}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{inWords(text, toast.title)}</Toast.Title>}
              {toast.description && <Toast.Description overflowWrap="anywhere">{inWords(text, toast.description)}</Toast.Description>}
              {/* A button of its own, not Toast.ActionTrigger, which dismisses the toast: a created link's Copy link may be wanted twice. */}
              {toast.action && (
                <Button size="xs" variant="outline" alignSelf="flex-start" mt="1" onClick={toast.action.onClick}>
                  {inWords(text, toast.action.label)}
                </Button>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('dismissNotification')} />}
          </Toast.Root>
        )}
      </Toaster>
    </Portal>
  )
}
