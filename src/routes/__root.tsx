import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import type { RouterContext } from '../routerContext'
import { NotFoundPage } from '../components/common/NotFoundPage'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
