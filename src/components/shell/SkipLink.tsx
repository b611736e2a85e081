import { Link } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

export const MAIN_CONTENT_ID = 'main-content'

/**
 * The first stop of the keyboard on every signed-in screen: "Skip to main content", out of sight until it has the
 * focus. It moves the focus itself (the router would treat a change of the URL's fragment as a navigation).
 */
export function SkipLink() {
  const { t } = useMessages(commonMessages)
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault()
        document.getElementById(MAIN_CONTENT_ID)?.focus()
      }}
      position="absolute"
      insetStart="4"
      top="-40"
      _focusVisible={{ top: '4' }}
      zIndex="skipLink"
      bg="bg.panel"
      color="brand.fg"
      fontWeight="semibold"
      px="4"
      py="2"
      rounded="md"
      shadow="md"
    >
      {t('skipToContent')}
    </Link>
  )
}
