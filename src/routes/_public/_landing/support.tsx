import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../components/landing/InfoPage'
import { LEGAL_COPY } from '../../../content/landingPages'
import { LEGAL_PAGES } from '../../../domain/legalPages'

export const Route = createFileRoute('/_public/_landing/support')({
  component: () => <InfoPage title={LEGAL_PAGES.support} paragraphs={LEGAL_COPY.support} />,
})
