import { Button, Skeleton, Stack, Stat, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { fullName } from '../../domain/userName'
import { shortWalletId } from '../../domain/walletId'
import { CopyableText } from '../common/CopyableText'
import { COPY_MESSAGES } from '../common/clipboard'
import { UserText } from '../common/UserText'
import { useTransfersWords } from './transfersWords'

type ClientWallet = components['schemas']['AdminWallet']

/** The wallet the payout comes from: whose it is, its id, its available balance (refreshed after each transfer). */
export function SelectedWallet({ wallet, onChange }: { wallet: ClientWallet | null; onChange: () => void }) {
  const { t, money } = useTransfersWords()
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3" borderWidth="1px" rounded="md" p="4">
      <Stack gap="1" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {t('payingOutFrom')}
        </Text>
        {wallet ? (
          <>
            <UserText text={fullName(wallet.user)} cut="full" fontWeight="semibold" />
            <UserText text={wallet.user.email} cut="full" fontSize="sm" color="fg.muted" />
            <CopyableText text={wallet.wallet_id} shown={shortWalletId(wallet.wallet_id)} label={t('copyWalletId')} messages={COPY_MESSAGES.walletId} />
          </>
        ) : (
          <Skeleton height="10" width="14rem" />
        )}
      </Stack>
      <Stack gap="2" align={{ base: 'stretch', sm: 'flex-end' }}>
        <Stat.Root gap="0" textAlign={{ base: 'start', sm: 'end' }}>
          <Stat.Label>{t('availableBalance')}</Stat.Label>
          <Stat.ValueText fontVariantNumeric="tabular-nums">{wallet ? <bdi dir="ltr">{money(wallet.balance, wallet.currency)}</bdi> : <Skeleton height="8" width="8rem" />}</Stat.ValueText>
        </Stat.Root>
        <Button size="sm" variant="outline" onClick={onChange}>
          {t('changeWallet')}
        </Button>
      </Stack>
    </Stack>
  )
}
