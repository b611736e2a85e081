import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../components/landing/InfoPage'
import { LEGAL_COPY } from '../../../content/landingPages'
import { LEGAL_PAGES } from '../../../domain/legalPages'

export const Route = createFileRoute('/_public/_landing/gdpr')({
  component: () => <InfoPage title={LEGAL_PAGES.gdpr} paragraphs={LEGAL_COPY.gdpr} />,
})
