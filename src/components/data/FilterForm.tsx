import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react'
import type { FormEvent, ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

export interface FilterFormProps {
  /** The form's accessible name, e.g. "Transaction filters". */
  label: string
  /** Apply Filters: a form of the one style passes its `handleSubmit(apply)`. */
  onApply: (event: FormEvent<HTMLFormElement>) => void
  onClear: () => void
  /** The clearing button's words (SPEC: "Clear Filters", the wallets' "Reset"). */
  clearLabel?: string
  applyDisabled?: boolean
  children: ReactNode
}

/** Every list's filter form, opened from its toolbar: the fields in a grid, then the clearing button and Apply Filters. */
export function FilterForm({ label, onApply, onClear, clearLabel, applyDisabled = false, children }: FilterFormProps) {
  const { t } = useMessages(commonMessages)
  return (
    <Stack asChild gap="4" borderWidth="1px" rounded="md" p="4">
      <form
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          onApply(event)
        }}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {children}
        </SimpleGrid>
        <HStack gap="2" justify="flex-end" wrap="wrap">
          <Button type="button" variant="outline" onClick={onClear}>
            {clearLabel ?? t('clearFilters')}
          </Button>
          <Button type="submit" colorPalette="brand" disabled={applyDisabled}>
            {t('applyFilters')}
          </Button>
        </HStack>
      </form>
    </Stack>
  )
}
