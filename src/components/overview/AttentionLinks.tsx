import { Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import type { AttentionLink } from '../../domain/adminAttention'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages, type OverviewKey } from '../../i18n/messages/overview.en'
import { StatusBadge } from '../data/StatusBadge'

const WORDS: Record<AttentionLink['id'], { label: OverviewKey; summary: OverviewKey }> = {
  integrations: { label: 'attentionIntegrations', summary: 'integrationsPending' },
  wallets: { label: 'attentionWallets', summary: 'walletsHoldBalance' },
  transactions: { label: 'attentionTransactions', summary: 'transactionsPending' },
  subscriptions: { label: 'attentionSubscriptions', summary: 'subscriptionsNotActive' },
  calculator: { label: 'attentionCalculator', summary: 'calculatorSummary' },
}

/** The admin screens that act on the overview's figures; those with something waiting are marked in words. */
export function AttentionLinks({ links }: { links: AttentionLink[] }) {
  const { t } = useMessages(overviewMessages)
  return (
    <Stack as="section" aria-labelledby="attention-title" gap="3">
      <Heading as="h2" size="md" id="attention-title">
        {t('needsAttention')}
      </Heading>
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 5 }} gap="3" listStyleType="none" m="0" p="0">
        {links.map((item) => (
          <Card.Root as="li" key={item.id} size="sm" variant="outline" borderColor={item.needsAttention ? 'orange.solid' : undefined}>
            <Card.Body gap="1" alignItems="flex-start">
              <Link asChild fontWeight="semibold" color="brand.fg" minH="6">
                <RouterLink to={item.to}>{t(WORDS[item.id].label)}</RouterLink>
              </Link>
              <Text textStyle="sm" color="fg.muted">
                {t(WORDS[item.id].summary, item.figures)}
              </Text>
              {item.needsAttention && <StatusBadge label={t('toReview')} palette="orange" />}
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </Stack>
  )
}
