import { Skeleton, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { InlineLoadError } from '../common/InlineLoadError'
import type { Lookup } from './lookup'

/**
 * A record opened by its id, in each of its states: skeletons (named for assistive technology) while it is looked
 * up, the failure with Try Again, "not found" in words, then the record itself.
 */
export function LookupView<Found>({ lookup, loadingLabel, missing, children }: { lookup: Lookup<Found>; loadingLabel: string; missing: string; children: (found: Found) => ReactNode }) {
  if (lookup.state === 'loading') {
    return (
      <Stack gap="3" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton height="8" width="40%" />
        <Skeleton height="32" />
        <Skeleton height="24" />
      </Stack>
    )
  }
  if (lookup.state === 'error') return <InlineLoadError message={lookup.message} onRetry={lookup.onRetry} />
  if (lookup.state === 'missing') return <Text>{missing}</Text>
  return <>{children(lookup)}</>
}
