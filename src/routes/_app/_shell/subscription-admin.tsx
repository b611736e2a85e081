import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/PlaceholderPage'

export const Route = createFileRoute('/_app/_shell/subscription-admin')({
  component: () => <PlaceholderPage title="Subscriptions" />,
})
