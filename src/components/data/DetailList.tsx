import { DataList } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** Labelled values side by side (a `dl`): a record's details, a result's figures. Long values wrap inside their cell. */
export function DetailList({ items, size = 'md' }: { items: [label: string, value: ReactNode][]; size?: 'sm' | 'md' }) {
  return (
    <DataList.Root orientation="horizontal" size={size}>
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW={size === 'sm' ? '32' : '40'}>{label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" overflowWrap="anywhere" fontVariantNumeric="tabular-nums">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
