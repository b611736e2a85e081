import { createFileRoute, notFound, Outlet } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { LandingLayout } from '../../components/landing/LandingLayout'
import { countryQuery } from '../../api/geo'
import { config } from '../../config'
import { LEGAL_COPY } from '../../content/landingPages'
import { LEGAL_PAGES, legalPagesOffered } from '../../domain/legalPages'
import { useMessages } from '../../i18n/appLocale'
import { landingMessages } from '../../i18n/messages/landing.en'

const isLegalPath = (pathname: string) => (LEGAL_PAGES as readonly string[]).includes(pathname.replace(/^\/+|\/+$/g, ''))

export const Route = createFileRoute('/_public/_landing')({
  // The legal and support pages are not reachable where they are hidden; other pages never wait for the lookup.
  beforeLoad: async ({ context, location }) => {
    if (isLegalPath(location.pathname) && !legalPagesOffered(await context.queryClient.ensureQueryData(countryQuery))) throw notFound()
  },
  component: LandingArea,
})

function LandingArea() {
  const { t } = useMessages(landingMessages)
  const country = useQuery(countryQuery)
  const legal = country.isFetched && legalPagesOffered(country.data ?? null) ? LEGAL_PAGES.map((slug) => ({ to: `/${slug}`, label: t(LEGAL_COPY[slug].title) })) : []
  return (
    <LandingLayout productName={config.productName} footerLinks={[{ to: '/coverage', label: t('coverage') }, ...legal]}>
      <Outlet />
    </LandingLayout>
  )
}
