import { Alert } from '@chakra-ui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { invalidateAfter } from '../../api/invalidations'
import { FUNDS_TRANSFER_MESSAGES } from '../../domain/fundsTransfer'
import { ConfirmTransferDialog } from '../../components/transfers/ConfirmTransferDialog'
import { FundsTransferForm } from '../../components/transfers/FundsTransferForm'
import { TransferMadeNotice } from '../../components/transfers/TransferMadeNotice'
import { createFundsTransferMachine, newIdempotencyKey } from '../../machines/transfers/wiring'
import { useTransfersToasts, useTransfersWords } from '../../components/transfers/transfersWords'

/**
 * The payout form and its confirmation, run by one funds-transfer actor per picked wallet (the screen keys
 * this part by the wallet's id: another wallet is another payout). The actor reads the wallet itself
 * (watchWallet); only this part follows its every change, so the transfer list never re-renders with it.
 */
export function NewTransfer({ walletId }: { walletId: string | null }) {
  const queryClient = useQueryClient()
  const { notify } = useTransfersToasts()
  const [machine] = useState(() => createFundsTransferMachine({ notify, queryClient, onTransferred: () => void invalidateAfter(queryClient, 'transferFunds') }))
  const actor = useActorRef(machine, { input: { newKey: newIdempotencyKey, walletId } })
  const snapshot = useSelector(actor, (state) => state)
  const { wallet, walletMissing, request, failure, transfer } = snapshot.context
  const inForm = snapshot.matches('form')
  const { text, moneyInText } = useTransfersWords()
  return (
    <>
      {walletMissing && !wallet && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{text(FUNDS_TRANSFER_MESSAGES.walletRequired)}</Alert.Title>
        </Alert.Root>
      )}
      {snapshot.matches({ form: 'done' }) && transfer && <TransferMadeNotice transfer={transfer.data} />}
      <FundsTransferForm
        // A transfer made starts a new, empty form.
        key={transfer?.data.id ?? 'first'}
        wallet={wallet}
        balanceText={wallet ? moneyInText(wallet.balance, wallet.currency) : null}
        disabled={!inForm}
        onSubmit={(value) => actor.send({ type: 'SUBMIT', value })}
      />
      <ConfirmTransferDialog
        open={!inForm}
        wallet={wallet}
        request={request}
        busy={snapshot.matches('submitting')}
        error={snapshot.matches('failed') ? failure : null}
        onConfirm={() => actor.send({ type: 'CONFIRM' })}
        onRetry={() => actor.send({ type: 'RETRY' })}
        onCancel={() => actor.send({ type: 'CANCEL' })}
      />
    </>
  )
}
