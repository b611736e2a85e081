import { Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import type { components } from '../../api/schema'
import { destinationKindLabel } from '../../domain/fundsTransfer'
import { Identifier } from '../common/Identifier'
import { UserText } from '../common/UserText'
import { DetailList } from '../data/DetailList'
import { WalletOwnerSummary } from './WalletOwnerSummary'
import { useTransfersWords } from './transfersWords'

type S = components['schemas']

export interface TransferSummaryProps {
  owner: S['WalletUser']
  /** Under the owner's name: their e-mail, or the wallet's id (`mono`: shown whole, as an `Identifier`). */
  ownerDetail: string
  mono?: boolean
  amount: string
  currency: string
  destination: string
  note?: string | null
  /** The lines a dialog adds (the transfer's current status). */
  more?: [label: string, value: ReactNode][]
}

/** The facts every transfer dialog restates: whose wallet, how much in which currency, where to (and what kind of destination), the note. User text is rendered as text. */
export function TransferSummary({ owner, ownerDetail, mono = false, amount, currency, destination, note, more = [] }: TransferSummaryProps) {
  const { t, text, money } = useTransfersWords()
  const kind = destinationKindLabel(destination)
  return (
    <DetailList
      size="sm"
      items={[
        [t('wallet'), <WalletOwnerSummary key="wallet" user={owner} detail={ownerDetail} mono={mono} />],
        [
          t('amount'),
          <bdi key="amount" dir="ltr">
            {money(amount, currency)}
          </bdi>,
        ],
        [t('currency'), currency],
        [
          t('destination'),
          <Stack key="destination" gap="0">
            {kind && (
              <Text as="span" fontSize="xs" color="fg.muted">
                {text(kind)}
              </Text>
            )}
            <Identifier value={destination} />
          </Stack>,
        ],
        ...(note ? [[t('note'), <UserText key="note" text={note} />] satisfies [string, ReactNode]] : []),
        ...more,
      ]}
    />
  )
}

/** A transfer of the list, as the cancel and status dialogs restate it. */
export const transferSummaryOf = (transfer: S['Transfer']): TransferSummaryProps => ({
  owner: transfer.wallet_owner,
  ownerDetail: transfer.wallet_owner.email,
  amount: transfer.amount,
  currency: transfer.currency,
  destination: transfer.destination,
  note: transfer.note,
})
