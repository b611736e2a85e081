import type { QueryClient } from '@tanstack/react-query'

/** What every route's beforeLoad and loader can read; app-wide actors are created once, outside React. */
export interface RouterContext {
  queryClient: QueryClient
}
