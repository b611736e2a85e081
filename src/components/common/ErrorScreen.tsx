import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { RetryPanel } from './CenteredPanel'

/** The last line of defence: an unexpected error shows this instead of a blank page. */
export function ErrorScreen({ error, onRetry }: { error?: unknown; onRetry?: () => void }) {
  const { t, text } = useMessages(commonMessages)
  const detail = error instanceof Error && error.message ? text(error.message) : undefined
  return (
    <RetryPanel title={t('somethingWentWrong')} hint={detail ?? t('unexpectedError')} onRetry={() => (onRetry ? onRetry() : window.location.reload())} />
  )
}
