import { Field, NativeSelect } from '@chakra-ui/react'
import { TRANSFER_STATUSES, transferStatusLabel, type TransferStatus } from '../../domain/transferStatus'

/** Narrows a transfer list to one status; "All statuses" lifts it. */
export function TransferStatusFilter({ value, onChange }: { value: TransferStatus | undefined; onChange: (status: TransferStatus | undefined) => void }) {
  return (
    <Field.Root maxW={{ base: 'full', sm: '14rem' }}>
      <Field.Label>Status</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as TransferStatus | undefined)}>
          <option value="">All statuses</option>
          {TRANSFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {transferStatusLabel(status)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
