import { Box } from '@chakra-ui/react'
import { localDateTime, relativeTime } from '../../domain/relativeTime'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/**
 * "3 days ago" (SPEC §9 rules) with the full local date and time on hover (its title) and on keyboard focus (the
 * same title drawn under it), read by assistive technology as its description. Tabular figures: the column keeps
 * its width as the seconds and minutes change (a minimum width pushed the admin transactions past 1280 px). Both in the
 * reader's language: the words through Intl.RelativeTimeFormat, the date in the language's format (English: the browser's).
 */
export function RelativeTime({ value, now }: { value: string | null | undefined; now?: number }) {
  const { intl, dates } = useMessages(commonMessages)
  const full = value ? localDateTime(value, dates) : null
  if (!value || !full) return <>—</>
  return (
    <Box
      asChild
      title={full}
      tabIndex={0}
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      position="relative"
      rounded="l1"
      css={{
        '&:focus-visible::after': {
          content: 'attr(title)',
          position: 'absolute',
          insetStart: '0',
          top: '100%',
          mt: '1',
          px: '2',
          py: '1',
          bg: 'bg.panel',
          color: 'fg',
          borderWidth: '1px',
          rounded: 'l2',
          shadow: 'md',
          fontSize: 'xs',
          zIndex: 'popover',
        },
      }}
    >
      <time dateTime={value}>{relativeTime(value, now, intl)}</time>
    </Box>
  )
}
