import { Button } from '@chakra-ui/react'
import { CenteredPanel } from '../common/CenteredPanel'

/** SPEC §2: a failed load of the user profile. */
export function ProfileFailedScreen({ onRetry, onLogout, retrying }: { onRetry: () => void; onLogout: () => void; retrying?: boolean }) {
  return (
    <CenteredPanel title="Something went wrong" hint="There was an error loading the application">
      <Button colorPalette="brand" size="lg" onClick={onRetry} loading={retrying}>
        Try Again
      </Button>
      <Button variant="outline" size="lg" onClick={onLogout}>
        Logout
      </Button>
    </CenteredPanel>
  )
}
