import { DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { CopyButton } from '../common/CopyButton'
import { DialogFrame } from '../common/DialogFrame'
import { UserText } from '../common/UserText'
import type { Lookup } from '../data/lookup'
import { LookupView } from '../data/LookupView'
import { COPY_MESSAGES } from '../common/clipboard'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { DETAILS_URL_CHARS, truncateText, type PaymentLink } from '../../domain/paymentLink'
import { useMessages } from '../../i18n/appLocale'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'
import { LinkStatusBadge, PaymentMethodBadges } from './PaymentLinkBadges'
import { OpenCheckoutLink } from './OpenCheckoutLink'

// qrcode.react arrives only when a link's details open.
const PaymentLinkQr = lazy(() => import('./PaymentLinkQr'))

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue minW="0">{children}</DataList.ItemValue>
    </DataList.Item>
  )
}

/** What the details dialog knows of the link it was opened for (a `?link=` of a link gone since is `missing`). */
export type PaymentLinkDetail = Lookup<{ link: PaymentLink }>

/** SPEC §2 Details dialog, with the link's QR code and its checkout; while the link loads, or when it cannot, says so. */
export function PaymentLinkDetailsDialog({ detail, onClose }: { detail: PaymentLinkDetail; onClose: () => void }) {
  const { t } = useMessages(paymentLinksMessages)
  return (
    <DialogFrame title={t('detailsTitle')} onClose={onClose}>
      <LookupView lookup={detail} loadingLabel={t('loadingDetails')} missing={t('linkNotFound')}>
        {({ link }) => <LinkDetails link={link} />}
      </LookupView>
    </DialogFrame>
  )
}

function LinkDetails({ link }: { link: PaymentLink }) {
  const { t, intl, dates } = useMessages(paymentLinksMessages)
  return (
    <Stack gap="5">
      <DataList.Root orientation="horizontal" size="sm">
        <Item label={t('link')}>
          <HStack gap="1" minW="0">
            <Text as="bdi" dir="ltr" fontFamily="mono" fontSize="sm" wordBreak="break-all" title={link.url}>
              {truncateText(link.url, DETAILS_URL_CHARS)}
            </Text>
            <CopyButton text={link.url} label={t('copyLink')} messages={COPY_MESSAGES.link} />
            <OpenCheckoutLink url={link.url} name={link.name} />
          </HStack>
        </Item>
        <Item label={t('name')}>
          <Text>
            <UserText text={link.name} />
          </Text>
        </Item>
        <Item label={t('status')}>
          <LinkStatusBadge link={link} />
        </Item>
        <Item label={t('expiredLabel')}>{link.is_expired ? t('yes') : t('no')}</Item>
        <Item label={t('created')}>{localDateTime(link.created_at, dates) ?? '—'}</Item>
        <Item label={t('expires')}>{localDateTime(link.expire_at, dates) ?? '—'}</Item>
        <Item label={t('amount')}>
          <Text as="bdi" dir="ltr" fontVariantNumeric="tabular-nums">
            {formatMoney(link.amount, link.currency, 2, intl)}
          </Text>
        </Item>
        <Item label={t('currency')}>{link.currency}</Item>
        <Item label={t('paymentMethod')}>
          <PaymentMethodBadges methods={link.payment_method} />
        </Item>
        <Item label={t('description')}>
          <Text whiteSpace="pre-wrap" color={link.description.trim() ? undefined : 'fg.muted'}>
            {link.description.trim() ? <UserText text={link.description.trim()} /> : t('noDescription')}
          </Text>
        </Item>
        <Item label={t('returnAddress')}>
          {link.return_url ? (
            <Text as="bdi" dir="ltr" wordBreak="break-all">
              {link.return_url}
            </Text>
          ) : (
            <Text color="fg.muted">{t('noReturnAddress')}</Text>
          )}
        </Item>
      </DataList.Root>
      <Suspense fallback={<Skeleton boxSize="44" mx="auto" />}>
        <PaymentLinkQr url={link.url} id={link.id} name={link.name} />
      </Suspense>
    </Stack>
  )
}
