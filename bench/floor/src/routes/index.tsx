import { createFileRoute, Link } from '@tanstack/react-router'
import { useMachine } from '@xstate/react'
import { fromPromise } from 'xstate'
import { Container, Heading, Text } from '@chakra-ui/react'
import { payMachine } from '../payMachine'
import { loadLinkName } from '../client'
import { PayerForm } from '../PayerForm'

export const Route = createFileRoute('/')({ component: PayPage })

const machine = payMachine.provide({ actors: { loadLink: fromPromise(() => loadLinkName('demo-crypto')) } })

function PayPage() {
  const [state, send] = useMachine(machine)
  return (
    <Container maxW="md" py="8">
      <Heading>{state.context.linkName || 'Payment'}</Heading>
      {state.matches('editing') && <PayerForm onSubmit={(payer) => send({ type: 'SUBMIT', payer })} />}
      {state.matches('submitted') && <Text>Thank you, {state.context.payer?.name}</Text>}
      {state.matches('failed') && <Text>The payment link did not load.</Text>}
      <Link to="/done">Done</Link>
    </Container>
  )
}
