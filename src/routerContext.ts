import type { QueryClient } from '@tanstack/react-query'
import type { AuthActor } from './machines/auth/authMachine'

/** What every route's beforeLoad and loader can read; app-wide actors are created once, outside React. */
export interface RouterContext {
  queryClient: QueryClient
  /** The app's one auth actor (src/machines/auth/wiring.ts); `auth.on('signedOut', …)` to stop a user's own work at logout. */
  auth: AuthActor
}
