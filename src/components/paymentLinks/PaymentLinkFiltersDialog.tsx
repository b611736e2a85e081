import { Button, CloseButton, Dialog, Input, NativeSelect, Portal, SimpleGrid, Stack } from '@chakra-ui/react'
import { useState } from 'react'
import { FormField } from '../auth/FormField'
import { LINK_CURRENCIES } from '../../domain/paymentLinkForm'
import { filterDraftOf, LINK_STATUS_FILTERS, readFilterDraft, type FilterDraft, type LinkStatusFilter, type PaymentLinksFilters } from '../../domain/paymentLinksSearch'

export interface PaymentLinkFiltersDialogProps {
  /** The filters in force (from the URL): the dialog starts from them. */
  filters: PaymentLinksFilters
  onApply: (filters: PaymentLinksFilters) => void
  onClear: () => void
  onClose: () => void
}

/** SPEC §2 Filters dialog: Status, Currency, Min Amount, Max Amount, Clear Filters, Apply Filters. */
export function PaymentLinkFiltersDialog({ filters, onApply, onClear, onClose }: PaymentLinkFiltersDialogProps) {
  const [draft, setDraft] = useState(() => filterDraftOf(filters))
  const [checked, setChecked] = useState(false)
  const { filters: asked, errors } = readFilterDraft(draft)
  const invalid = !!errors.min || !!errors.max
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }))
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              style={{ display: 'contents' }}
              onSubmit={(event) => {
                event.preventDefault()
                setChecked(true)
                if (!invalid) onApply(asked)
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Filters</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                    <FormField label="Status">
                      <NativeSelect.Root>
                        <NativeSelect.Field value={draft.status} onChange={(event) => set('status', event.target.value as LinkStatusFilter)}>
                          {LINK_STATUS_FILTERS.map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label="Currency">
                      <NativeSelect.Root>
                        <NativeSelect.Field value={draft.currency} onChange={(event) => set('currency', event.target.value as FilterDraft['currency'])}>
                          <option value="all">All</option>
                          {LINK_CURRENCIES.map((currency) => (
                            <option key={currency} value={currency}>
                              {currency}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </FormField>
                    <FormField label="Min Amount" error={(checked && errors.min) || undefined}>
                      <Input type="number" inputMode="decimal" min={0} step={0.01} value={draft.min} onChange={(event) => set('min', event.target.value)} onBlur={() => setChecked(true)} />
                    </FormField>
                    <FormField label="Max Amount" error={(checked && errors.max) || undefined}>
                      <Input type="number" inputMode="decimal" min={0} step={0.01} value={draft.max} onChange={(event) => set('max', event.target.value)} onBlur={() => setChecked(true)} />
                    </FormField>
                  </SimpleGrid>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClear}>
                  Clear Filters
                </Button>
                <Button type="submit" colorPalette="brand" disabled={checked && invalid}>
                  Apply Filters
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
