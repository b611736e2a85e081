import { Stack } from '@chakra-ui/react'
import type { components } from '../../api/schema'
import { fullName } from '../../domain/userName'
import { UserText } from '../common/UserText'

/** Whose wallet it is: the client's name over their e-mail, both inert and cut to the column. */
export function ClientName({ user }: { user: components['schemas']['WalletUser'] }) {
  return (
    <Stack gap="0" minW="0">
      <UserText text={fullName(user)} cut="12rem" />
      <UserText text={user.email} cut="12rem" fontSize="xs" color="fg.muted" />
    </Stack>
  )
}
