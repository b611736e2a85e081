import { Button, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { CenteredPanel } from './CenteredPanel'

export function NotFoundPage() {
  return (
    <CenteredPanel
      icon={<Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden>404</Text>}
      title="Page not found"
      hint="The page you are looking for does not exist or has moved."
    >
      <Button asChild colorPalette="brand" size="lg">
        <Link to="/">Go Home</Link>
      </Button>
    </CenteredPanel>
  )
}
