import { createFileRoute, Outlet } from '@tanstack/react-router'
import { redirectSignedIn } from './-session/guards'

/** Public pages (SPEC §2): a signed-in user goes to /dashboard (or on to a safe `redirect` target after logging in). */
export const Route = createFileRoute('/_public')({
  beforeLoad: ({ context, location }) => redirectSignedIn(context.auth, (location.search as { redirect?: unknown }).redirect),
  component: Outlet,
})
