import { ChakraProvider } from '@chakra-ui/react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { system } from '../../theme/system'
import { AppErrorBoundary } from './AppErrorBoundary'
import { Toasts } from './Toasts'
import { appToaster } from './toaster'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toasts toaster={appToaster} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </ChakraProvider>
  )
}
