import { ChakraProvider } from '@chakra-ui/react'
import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { SignedInLayout } from '../../components/shell/SignedInLayout'
import { FiltersResetNotice } from '../../components/data/FiltersResetNotice'
import { menuFor } from '../../domain/menu'
import { needsSubscriptionBanner } from '../../domain/access'
import { config } from '../../config'
import { dashboardSystem } from '../../theme/dashboardSystem'
import { useFiltersReset } from '../-lists/useFiltersReset'

export const Route = createFileRoute('/_app/_shell')({
  component: Shell,
})

function Shell() {
  const { auth } = Route.useRouteContext()
  const user = useSelector(auth, (s) => s.context.user)
  const pathname = useLocation({ select: (location) => location.pathname })
  const filtersReset = useFiltersReset()
  if (!user) return null
  return (
    <ChakraProvider value={dashboardSystem}>
      <SignedInLayout
        productName={config.productName}
        items={menuFor(user)}
        activePath={pathname}
        userEmail={user.email}
        showSubscriptionBanner={needsSubscriptionBanner(user)}
        onLogout={() => auth.send({ type: 'LOGOUT' })}
      >
        <FiltersResetNotice shown={filtersReset.shown} onDismiss={filtersReset.dismiss} />
        <Outlet />
      </SignedInLayout>
    </ChakraProvider>
  )
}
