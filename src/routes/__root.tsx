import { createRootRouteWithContext, Outlet, retainSearchParams } from '@tanstack/react-router'
import type { RouterContext } from '../routerContext'
import { NotFoundPage } from '../components/common/NotFoundPage'
import { isLocale, type Locale } from '../i18n/locales'

interface LanguageSearch {
  /**
   * The language a shared link names (issue 23 §2), kept on the in-app links of a page whose location has it (a signed-in
   * screen's first load may rewrite its URL without it: the saved choice speaks on there).
   */
  lang?: Locale
}

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: (search: Record<string, unknown>): LanguageSearch => (isLocale(search.lang) ? { lang: search.lang } : {}),
  search: { middlewares: [retainSearchParams<LanguageSearch>(['lang'])] },
  component: Outlet,
  notFoundComponent: NotFoundPage,
})
