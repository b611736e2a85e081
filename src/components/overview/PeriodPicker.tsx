import { Button, ButtonGroup } from '@chakra-ui/react'

/** The overview's period: one pressed button among the offered lengths. */
export function PeriodPicker<TDays extends number>({ days, periods, onSelect }: { days: TDays; periods: readonly TDays[]; onSelect: (days: TDays) => void }) {
  return (
    <ButtonGroup attached role="group" aria-label="Period">
      {periods.map((period) => (
        <Button key={period} size="sm" minH="11" variant={period === days ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={period === days} onClick={() => onSelect(period)}>
          {period} days
        </Button>
      ))}
    </ButtonGroup>
  )
}
