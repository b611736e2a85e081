import { Button, Input, SimpleGrid } from '@chakra-ui/react'
import { useState } from 'react'
import { FormField } from '../common/FormField'
import { DialogFrame } from '../common/DialogFrame'
import { SelectField } from '../common/SelectField'
import { LINK_CURRENCIES } from '../../domain/paymentLinkForm'
import { filterDraftOf, LINK_STATUS_FILTERS, readFilterDraft, type FilterDraft } from '../../domain/paymentLinksFilters'
import type { PaymentLinksFilters } from '../../domain/paymentLinksSearch'

const CURRENCY_FILTERS: { value: FilterDraft['currency']; label: string }[] = [{ value: 'all', label: 'All' }, ...LINK_CURRENCIES.map((currency) => ({ value: currency, label: currency }))]

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
  // Errors show once the merchant leaves an amount field or tries to apply.
  const [checked, setChecked] = useState(false)
  const { filters: asked, errors } = readFilterDraft(draft)
  const invalid = !!errors.min || !!errors.max
  const set = <K extends keyof FilterDraft>(key: K, value: FilterDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }))
  const amountInput = (key: 'min' | 'max') => (
    <Input type="number" inputMode="decimal" min={0} step={0.01} value={draft[key]} onChange={(event) => set(key, event.target.value)} onBlur={() => setChecked(true)} />
  )
  return (
    <DialogFrame
      title="Filters"
      onClose={onClose}
      onSubmit={() => {
        setChecked(true)
        if (!invalid) onApply(asked)
      }}
      footer={
        <>
          <Button variant="outline" onClick={onClear}>
            Clear Filters
          </Button>
          <Button type="submit" colorPalette="brand" disabled={checked && invalid}>
            Apply Filters
          </Button>
        </>
      }
    >
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField label="Status" value={draft.status} options={LINK_STATUS_FILTERS} onChange={(value) => set('status', value)} />
        <SelectField label="Currency" value={draft.currency} options={CURRENCY_FILTERS} onChange={(value) => set('currency', value)} />
        <FormField label="Min Amount" error={(checked && errors.min) || undefined}>
          {amountInput('min')}
        </FormField>
        <FormField label="Max Amount" error={(checked && errors.max) || undefined}>
          {amountInput('max')}
        </FormField>
      </SimpleGrid>
    </DialogFrame>
  )
}
