import { IconButton, Link } from '@chakra-ui/react'
import { ExternalLinkIcon } from '../common/icons'
import { checkoutUrl } from '../../domain/paymentLink'
import { useMessages } from '../../i18n/appLocale'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'

/** The link's checkout in a new tab; a url that is not safe to open is not made a link. */
export function OpenCheckoutLink({ url, name, appOrigin = window.location.origin }: { url: string; name: string; appOrigin?: string }) {
  const { t } = useMessages(paymentLinksMessages)
  const href = checkoutUrl(url, appOrigin)
  if (!href) return null
  return (
    <IconButton asChild variant="ghost" size="xs">
      <Link href={href} target="_blank" rel="noopener noreferrer" aria-label={t('openCheckoutOf', { name })} title={t('openCheckout')}>
        <ExternalLinkIcon />
      </Link>
    </IconButton>
  )
}
