import { ChakraProvider } from '@chakra-ui/react'
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense } from 'react'
import { SignedInLayout } from '../../components/shell/SignedInLayout'
import { FiltersResetNotice } from '../../components/data/FiltersResetNotice'
import { menuFor } from '../../domain/menu'
import { needsSubscriptionBanner } from '../../domain/access'
import { config } from '../../config'
import { dashboardSystem } from '../../theme/dashboardSystem'
import { useFiltersReset } from '../-lists/useFiltersReset'
import { usePalette } from '../-palette/usePalette'

// The palette's code loads on its first opening: no screen's first load carries it.
const PaletteSearch = lazy(() => import('../-palette/PaletteSearch'))

export const Route = createFileRoute('/_app/_shell')({
  component: Shell,
})

function Shell() {
  const { auth } = Route.useRouteContext()
  const user = useSelector(auth, (s) => s.context.user)
  const pathname = useLocation({ select: (location) => location.pathname })
  const filtersReset = useFiltersReset()
  const palette = usePalette()
  if (!user) return null
  const items = menuFor(user)
  return (
    <ChakraProvider value={dashboardSystem}>
      <SignedInLayout
        productName={config.productName}
        items={items}
        activePath={pathname}
        userEmail={user.email}
        showSubscriptionBanner={needsSubscriptionBanner(user)}
        onLogout={() => auth.send({ type: 'LOGOUT' })}
        onOpenSearch={palette.openPalette}
      >
        <FiltersResetNotice shown={filtersReset.shown} onDismiss={filtersReset.dismiss} />
        <Outlet />
      </SignedInLayout>
      {palette.open && (
        <Suspense>
          <PaletteSearch user={user} items={items} onClose={palette.closePalette} />
        </Suspense>
      )}
    </ChakraProvider>
  )
}
