import { createFileRoute } from '@tanstack/react-router'
import { Heading } from '@chakra-ui/react'

export const Route = createFileRoute('/done')({ component: () => <Heading>Done</Heading> })
