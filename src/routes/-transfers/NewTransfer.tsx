import { Alert } from '@chakra-ui/react'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { formatMoney } from '../../domain/money'
import { ConfirmTransferDialog } from '../../components/transfers/ConfirmTransferDialog'
import { FundsTransferForm } from '../../components/transfers/FundsTransferForm'
import { TransferMadeNotice } from '../../components/transfers/TransferMadeNotice'
import type { fundsTransferMachine } from '../../machines/transfers/fundsTransferMachine'

/**
 * The payout form and its confirmation, rendered from the funds-transfer actor. Only this part
 * follows the actor's every change, so typing never re-renders the transfer list.
 */
export function NewTransfer({ actor }: { actor: ActorRefFrom<typeof fundsTransferMachine> }) {
  const snapshot = useSelector(actor, (state) => state)
  const { wallet, draft, errors, request, failure, transfer } = snapshot.context
  const inForm = snapshot.matches('form')
  return (
    <>
      {errors.wallet && !wallet && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errors.wallet}</Alert.Title>
        </Alert.Root>
      )}
      {snapshot.matches({ form: 'done' }) && transfer && <TransferMadeNotice transfer={transfer.data} />}
      <FundsTransferForm
        draft={draft}
        errors={errors}
        balanceText={wallet ? formatMoney(wallet.balance, wallet.currency) : null}
        currency={wallet?.currency ?? null}
        disabled={!inForm}
        onChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
        onBlur={(field) => actor.send({ type: 'BLUR', field })}
        onSubmit={() => actor.send({ type: 'SUBMIT' })}
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
