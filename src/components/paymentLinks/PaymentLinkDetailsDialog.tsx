import { DataList, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { CopyButton } from '../common/CopyButton'
import { DialogFrame } from '../common/DialogFrame'
import { COPY_MESSAGES } from '../common/clipboard'
import { formatMoney } from '../../domain/money'
import { localDateTime } from '../../domain/relativeTime'
import { DETAILS_URL_CHARS, truncateText, type PaymentLink } from '../../domain/paymentLink'
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

/** SPEC §2 Details dialog, with the link's QR code and its checkout. */
export function PaymentLinkDetailsDialog({ link, onClose }: { link: PaymentLink; onClose: () => void }) {
  return (
    <DialogFrame title="Payment Link Details" onClose={onClose}>
      <Stack gap="5">
        <DataList.Root orientation="horizontal" size="sm">
          <Item label="Link">
            <HStack gap="1" minW="0">
              <Text fontFamily="mono" fontSize="sm" wordBreak="break-all" title={link.url}>
                {truncateText(link.url, DETAILS_URL_CHARS)}
              </Text>
              <CopyButton text={link.url} label="Copy link" messages={COPY_MESSAGES.link} />
              <OpenCheckoutLink url={link.url} name={link.name} />
            </HStack>
          </Item>
          <Item label="Name">
            <Text wordBreak="break-word">{link.name}</Text>
          </Item>
          <Item label="Status">
            <LinkStatusBadge link={link} />
          </Item>
          <Item label="Expired">{link.is_expired ? 'Yes' : 'No'}</Item>
          <Item label="Created">{localDateTime(link.created_at) ?? '—'}</Item>
          <Item label="Expires">{localDateTime(link.expire_at) ?? '—'}</Item>
          <Item label="Amount">
            <Text fontVariantNumeric="tabular-nums">{formatMoney(link.amount, link.currency)}</Text>
          </Item>
          <Item label="Currency">{link.currency}</Item>
          <Item label="Payment Method">
            <PaymentMethodBadges methods={link.payment_method} />
          </Item>
          <Item label="Description">
            <Text wordBreak="break-word" whiteSpace="pre-wrap" color={link.description.trim() ? undefined : 'fg.muted'}>
              {link.description.trim() || 'No description provided'}
            </Text>
          </Item>
          <Item label="Return address">
            <Text wordBreak="break-all" color={link.return_url ? undefined : 'fg.muted'}>
              {link.return_url || 'None: customers stay on the checkout once they have paid'}
            </Text>
          </Item>
        </DataList.Root>
        <Suspense fallback={<Skeleton boxSize="44" mx="auto" />}>
          <PaymentLinkQr url={link.url} id={link.id} name={link.name} />
        </Suspense>
      </Stack>
    </DialogFrame>
  )
}
