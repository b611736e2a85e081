import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react'
import { useLayoutEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'
import { useFiltersApplied } from './filtersApplied'

export interface FilterFormProps {
  /** The form's accessible name, e.g. "Transaction filters". */
  label: string
  /** Apply Filters: a form of the one style passes its `handleSubmit(apply)`. */
  onApply: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  onClear: () => void
  /** The clearing button's words (SPEC: "Clear Filters", the wallets' "Reset"). */
  clearLabel?: string
  applyDisabled?: boolean
  children: ReactNode
}

/**
 * Every list's filter form, opened from its toolbar: the fields in a grid, then the clearing button and Apply Filters.
 * Once a submit was checked, a form with no field in error tells its toolbar the filters were applied (filtersApplied.ts).
 */
export function FilterForm({ label, onApply, onClear, clearLabel, applyDisabled = false, children }: FilterFormProps) {
  const { t } = useMessages(commonMessages)
  const applied = useFiltersApplied()
  const formRef = useRef<HTMLFormElement>(null)
  const [checked, setChecked] = useState(0)
  // After the render that shows the submit's errors (react-hook-form set them before its submit settled, so they
  // commit with this count), a field in error means the filters were refused.
  useLayoutEffect(() => {
    if (checked > 0 && !formRef.current?.querySelector('[data-invalid]')) applied?.()
  }, [checked, applied])
  return (
    <Stack asChild gap="4" borderWidth="1px" rounded="md" p="4">
      <form
        ref={formRef}
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void Promise.resolve(onApply(event)).then(() => setChecked((count) => count + 1))
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
