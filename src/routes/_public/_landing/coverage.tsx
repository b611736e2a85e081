import { createFileRoute } from '@tanstack/react-router'
import { InfoPage } from '../../../components/landing/InfoPage'
import { COVERAGE } from '../../../content/landingPages'

export const Route = createFileRoute('/_public/_landing/coverage')({
  component: () => <InfoPage {...COVERAGE} />,
})
