import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import type { NextStep } from '../../domain/overviewNextSteps'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'
import { StatusBadge } from '../data/StatusBadge'

/** What still needs the merchant, one card per step with the one action that helps; nothing when all is well. */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  const t = useMessages(overviewMessages)
  if (steps.length === 0) return null
  return (
    <Stack as="section" aria-labelledby="next-steps-title" gap="3">
      <Heading as="h2" size="md" id="next-steps-title">
        {t.t('nextSteps')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none" m="0" p="0">
        {steps.map((step) => (
          <Card.Root as="li" key={step.id} size="sm" variant="subtle" borderStartWidth="4px" borderStartColor={step.badge?.palette === 'red' || step.id === 'subscription' ? 'red.solid' : 'brand.solid'}>
            <Card.Body gap="2">
              <HStack justify="space-between" align="flex-start" gap="2">
                <Heading as="h3" size="sm">
                  {t.text(step.title)}
                </Heading>
                {step.badge && <StatusBadge label={t.t(step.badge.label === 'Pending' ? 'stepPending' : 'stepRejected')} palette={step.badge.palette} />}
              </HStack>
              <Text color="fg.muted" textStyle="sm">
                {t.text(step.text)}
              </Text>
            </Card.Body>
            <Card.Footer>
              <Button asChild size="sm" minH="11" colorPalette="brand" variant="outline">
                <Link to={step.action.to}>{t.text(step.action.label)}</Link>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
