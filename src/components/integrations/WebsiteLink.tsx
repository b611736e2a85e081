import { Link, VisuallyHidden } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { websiteHref } from '../../domain/hostname'
import { ExternalLinkIcon } from '../common/icons'
import { InertText } from './InertText'

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" colorPalette="brand" whiteSpace="nowrap">
      {children}
      <ExternalLinkIcon />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Link>
  )
}

/** The website as a link opening https://<hostname> in a new tab, only when the stored value is a bare hostname; else as text. */
export function WebsiteLink({ hostname }: { hostname: string }) {
  const href = websiteHref(hostname)
  if (!href) return <InertText text={hostname} />
  return <ExternalLink href={href}>{hostname}</ExternalLink>
}

/** "Visit" for a bare hostname (named after it for assistive technology); a dash when it cannot be a link. */
export function VisitLink({ hostname }: { hostname: string }) {
  const href = websiteHref(hostname)
  if (!href) return <span title="Not a bare hostname: shown without a link">—</span>
  return (
    <ExternalLink href={href}>
      Visit<VisuallyHidden>{hostname}</VisuallyHidden>
    </ExternalLink>
  )
}
