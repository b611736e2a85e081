import { HStack } from '@chakra-ui/react'
import { StatusBadge } from '../data/StatusBadge'
import { parsePaymentMethods, type PaymentMethod } from '../../domain/paymentMethods'
import { linkStatusLabel, type PaymentLink } from '../../domain/paymentLink'

const METHOD_BADGES: Record<PaymentMethod, string> = { card: 'Card', crypto: 'Crypto' }

/** A link's payment methods ("card/crypto"), one badge each. */
export function PaymentMethodBadges({ methods }: { methods: string }) {
  return (
    <HStack gap="1">
      {parsePaymentMethods(methods).map((method) => (
        <StatusBadge key={method} label={METHOD_BADGES[method]} palette={method === 'card' ? 'blue' : 'orange'} />
      ))}
    </HStack>
  )
}

/** SPEC §4: Active or Expired, in words. */
export function LinkStatusBadge({ link }: { link: Pick<PaymentLink, 'is_expired'> }) {
  const label = linkStatusLabel(link)
  return <StatusBadge label={label} palette={label === 'Active' ? 'green' : 'gray'} />
}
