import { HStack } from '@chakra-ui/react'
import { StatusBadge } from '../data/StatusBadge'
import { parsePaymentMethods, type PaymentMethod } from '../../domain/paymentMethods'
import { linkStatusLabel, type PaymentLink } from '../../domain/paymentLink'
import { useMessages } from '../../i18n/appLocale'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'

const METHOD_BADGES = { card: 'card', crypto: 'crypto' } as const satisfies Record<PaymentMethod, string>

/** A link's payment methods ("card/crypto"), one badge each. */
export function PaymentMethodBadges({ methods }: { methods: string }) {
  const { t } = useMessages(paymentLinksMessages)
  return (
    <HStack gap="1">
      {parsePaymentMethods(methods).map((method) => (
        <StatusBadge key={method} label={t(METHOD_BADGES[method])} palette={method === 'card' ? 'blue' : 'orange'} />
      ))}
    </HStack>
  )
}

/** SPEC §4: Active or Expired, in words. */
export function LinkStatusBadge({ link }: { link: Pick<PaymentLink, 'is_expired'> }) {
  const { t } = useMessages(paymentLinksMessages)
  const label = linkStatusLabel(link)
  return <StatusBadge label={t(label === 'Active' ? 'active' : 'expired')} palette={label === 'Active' ? 'green' : 'gray'} />
}
