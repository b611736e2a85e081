import { Box, Link } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { websiteHref } from '../../domain/hostname'
import { ExternalLinkIcon } from '../common/icons'
import { UserText } from '../common/UserText'
import { useMessages } from '../../i18n/appLocale'
import { integrationsMessages } from '../../i18n/messages/integrations.en'

/** A link to a website in a new tab, without opener or referrer; its name says where it goes and that a tab opens. */
function ExternalLink({ href, name, children }: { href: string; name: string; children: ReactNode }) {
  const { t } = useMessages(integrationsMessages)
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={t('opensInNewTab', { name })} colorPalette="brand" whiteSpace="nowrap">
      {children}
      {/* It points out of the page, towards the line's end: mirrored in a right-to-left page. */}
      <Box as="span" display="inline-flex" transform={{ _rtl: 'scaleX(-1)' }}>
        <ExternalLinkIcon />
      </Box>
    </Link>
  )
}

/** The website as a link opening https://<hostname> in a new tab when the stored value is a bare hostname or its https address (`websiteHref`); else as text. */
export function WebsiteLink({ hostname }: { hostname: string }) {
  const href = websiteHref(hostname)
  if (!href) return <UserText text={hostname} cut="xs" />
  return (
    <ExternalLink href={href} name={hostname}>
      <bdi dir="ltr">{hostname}</bdi>
    </ExternalLink>
  )
}

/** "Visit" for a website `websiteHref` can open; a dash when it cannot be a link. */
export function VisitLink({ hostname }: { hostname: string }) {
  const { t } = useMessages(integrationsMessages)
  const href = websiteHref(hostname)
  if (!href) return <span title={t('notBareHostname')}>—</span>
  return (
    <ExternalLink href={href} name={t('visitWebsite', { hostname })}>
      {t('visit')}
    </ExternalLink>
  )
}
