import { DataList } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The facts a confirmation restates, as label and value pairs (values may be user text: pass them as text). */
export function TransferSummary({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel>{item.label}</DataList.ItemLabel>
          <DataList.ItemValue minW="0" wordBreak="break-all">
            {item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
