import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/common/PlaceholderPage'

export const Route = createFileRoute('/_app/_shell/transactions')({
  component: () => <PlaceholderPage title="Transactions" />,
})
