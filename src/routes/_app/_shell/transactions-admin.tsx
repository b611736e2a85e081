import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/common/PlaceholderPage'

export const Route = createFileRoute('/_app/_shell/transactions-admin')({
  component: () => <PlaceholderPage title="All Transactions" />,
})
