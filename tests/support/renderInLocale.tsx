import { act, render } from '@testing-library/react'
import { vi } from 'vitest'
import { createMemoryHistory } from '@tanstack/react-router'
import { ChakraProvider } from '@chakra-ui/react'
import { Suspense, type ReactElement } from 'react'
import { AppProviders } from '../../src/components/common/AppProviders'
import { createQueryClient } from '../../src/api/queryClient'
import { AppLocaleProvider, createAppLocale } from '../../src/i18n/appLocale'
import type { Locale } from '../../src/i18n/locales'
import { dashboardSystem } from '../../src/theme/dashboardSystem'

/**
 * A component of a signed-in screen in a language (`?lang=`), under the providers the app gives it: the language's words
 * load first (React suspends the component until they arrive, inside an awaited act), then it shows. Callers clear
 * `localStorage` and `<html lang dir>` afterwards (the language select and the store write them).
 */
export async function renderInLocale(ui: ReactElement, locale: Locale) {
  const history = createMemoryHistory({ initialEntries: [`/?lang=${locale}`] })
  const store = createAppLocale(history)
  const queryClient = createQueryClient()
  const within = (node: ReactElement) => (
    <AppLocaleProvider store={store}>
      <AppProviders queryClient={queryClient}>
        <ChakraProvider value={dashboardSystem}>
          <Suspense fallback={<p>loading words</p>}>{node}</Suspense>
        </ChakraProvider>
      </AppProviders>
    </AppLocaleProvider>
  )
  let view!: ReturnType<typeof render>
  await act(async () => {
    view = render(within(ui))
  })
  return { ...view, rerender: (node: ReactElement) => view.rerender(within(node)), history, store }
}

/** After a test in a language: no saved choice, and `<html>` without the language and direction it set. */
export function forgetLocale(): void {
  localStorage.clear()
  document.documentElement.lang = ''
  document.documentElement.dir = ''
}

/** jsdom lays nothing out: a dialog's focus trap (tabbable) needs boxes to find what takes focus. */
export function layOutBoxes(): void {
  vi.spyOn(Element.prototype, 'getClientRects').mockReturnValue([new DOMRect(0, 0, 10, 10)] as unknown as DOMRectList)
}
