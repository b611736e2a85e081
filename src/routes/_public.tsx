import { createFileRoute, Outlet } from '@tanstack/react-router'
import { redirectSignedIn } from '../auth/guards'

/** Public pages (SPEC §2): a signed-in user goes to /dashboard. */
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ context }) => redirectSignedIn(context.auth),
  component: Outlet,
})
