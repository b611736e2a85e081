import { createFileRoute } from '@tanstack/react-router'
import { Container } from '@chakra-ui/react'
import { PlaceholderPage } from '../../../components/PlaceholderPage'

export const Route = createFileRoute('/_app/subscription-payment/final-step')({
  component: () => (
    <Container as="main" maxW="3xl" py="10">
      <PlaceholderPage title="Subscription Payment" />
    </Container>
  ),
})
