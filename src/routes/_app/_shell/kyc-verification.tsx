import { createFileRoute } from '@tanstack/react-router'
import { PlaceholderPage } from '../../../components/PlaceholderPage'

export const Route = createFileRoute('/_app/_shell/kyc-verification')({
  component: () => <PlaceholderPage title="KYC Verification" />,
})
