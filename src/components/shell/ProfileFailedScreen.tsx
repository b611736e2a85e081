import { Button } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { CenteredPanel } from '../common/CenteredPanel'

/** SPEC §2: a failed load of the user profile. */
export function ProfileFailedScreen({ onRetry, onLogout, retrying }: { onRetry: () => void; onLogout: () => void; retrying?: boolean }) {
  const { t } = useMessages(commonMessages)
  return (
    <CenteredPanel title={t('somethingWentWrong')} hint={t('profileFailedHint')}>
      <Button colorPalette="brand" size="lg" onClick={onRetry} loading={retrying}>
        {t('tryAgain')}
      </Button>
      <Button variant="outline" size="lg" onClick={onLogout}>
        {t('logout')}
      </Button>
    </CenteredPanel>
  )
}
