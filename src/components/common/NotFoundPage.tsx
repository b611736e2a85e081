import { Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { CenteredPanel } from './CenteredPanel'

export function NotFoundPage() {
  const { t } = useMessages(commonMessages)
  return (
    <CenteredPanel
      icon={<Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden>404</Text>}
      title={t('notFoundTitle')}
      hint={t('notFoundHint')}
    >
      <Button asChild colorPalette="brand" size="lg">
        <Link to="/">{t('goHome')}</Link>
      </Button>
    </CenteredPanel>
  )
}
