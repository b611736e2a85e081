import { Alert } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { fullName } from '../../domain/userName'
import { LtrValues } from '../../i18n/LtrValues'
import { useTransfersWords } from './transfersWords'

/** The transfer the last confirmation made, above the emptied form. */
export function TransferMadeNotice({ transfer }: { transfer: components['schemas']['Transfer'] }) {
  const { raw, money, status } = useTransfersWords()
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Content minW="0">
        <Alert.Title>
          <LtrValues text={raw('transferredFrom')} ltr={{ amount: money(transfer.amount, transfer.currency) }} elements={{ name: <bdi>{fullName(transfer.wallet_owner)}</bdi> }} />
        </Alert.Title>
        <Alert.Description wordBreak="break-all">
          <LtrValues text={raw('transferredTo')} names={{ status: status(transfer.status) }} elements={{ destination: <bdi dir="ltr">{transfer.destination}</bdi> }} />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  )
}
