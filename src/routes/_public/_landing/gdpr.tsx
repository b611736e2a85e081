import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../components/landing/InfoPage'
import { LEGAL_COPY } from '../../../content/landingPages'

export const Route = createFileRoute('/_public/_landing/gdpr')({
  component: () => <InfoPage {...LEGAL_COPY.gdpr} />,
})
