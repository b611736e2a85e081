import { Link } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { websiteHref } from '../../domain/hostname'
import { ExternalLinkIcon } from '../common/icons'
import { InertText } from './InertText'

/** A link to a website in a new tab, without opener or referrer; its name says where it goes and that a tab opens. */
function ExternalLink({ href, name, children }: { href: string; name: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name}, opens in a new tab`} colorPalette="brand" whiteSpace="nowrap">
      {children}
      <ExternalLinkIcon />
    </Link>
  )
}

/** The website as a link opening https://<hostname> in a new tab, only when the stored value is a bare hostname; else as text. */
export function WebsiteLink({ hostname }: { hostname: string }) {
  const href = websiteHref(hostname)
  if (!href) return <InertText text={hostname} />
  return (
    <ExternalLink href={href} name={hostname}>
      {hostname}
    </ExternalLink>
  )
}

/** "Visit" for a bare hostname; a dash when it cannot be a link. */
export function VisitLink({ hostname }: { hostname: string }) {
  const href = websiteHref(hostname)
  if (!href) return <span title="Not a bare hostname: shown without a link">—</span>
  return (
    <ExternalLink href={href} name={`Visit ${hostname}`}>
      Visit
    </ExternalLink>
  )
}
