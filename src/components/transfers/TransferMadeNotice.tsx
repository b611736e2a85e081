import { Alert, Box } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { formatMoney } from '../../domain/money'
import { fullName } from '../../domain/userName'
import { transferStatusLabel } from '../../domain/transferStatus'

/** The transfer the last confirmation made, above the emptied form. */
export function TransferMadeNotice({ transfer }: { transfer: components['schemas']['Transfer'] }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>
          {formatMoney(transfer.amount, transfer.currency)} transferred from the wallet of <bdi>{fullName(transfer.wallet_owner)}</bdi>
        </Alert.Title>
        <Alert.Description wordBreak="break-all">
          To <Box as="bdi">{transfer.destination}</Box>. Status: {transferStatusLabel(transfer.status)}.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
