import { createFileRoute } from '@tanstack/react-router'
import { LandingPage } from '../../../components/landing/LandingPage'
import { config } from '../../../config'

export const Route = createFileRoute('/_public/_landing/')({
  component: () => <LandingPage productName={config.productName} />,
})
