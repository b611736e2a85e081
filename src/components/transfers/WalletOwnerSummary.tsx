import { Stack, Text } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { fullName } from '../../domain/userName'
import { Identifier } from '../common/Identifier'
import { UserText } from '../common/UserText'

/** Whose wallet a confirmation is about, whole (not cut like a table cell): the client's name over a detail (their e-mail, or the wallet's id as an `Identifier`). */
export function WalletOwnerSummary({ user, detail, mono = false }: { user: components['schemas']['WalletUser']; detail: string; mono?: boolean }) {
  return (
    <Stack gap="0">
      <UserText text={fullName(user)} />
      {mono ? (
        <Identifier value={detail} fontSize="xs" color="fg.muted" />
      ) : (
        <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          <bdi dir="ltr">{detail}</bdi>
        </Text>
      )}
    </Stack>
  )
}
