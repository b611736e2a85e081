import { Button, ButtonGroup } from '@chakra-ui/react'
import { useMessages } from '../../i18n/appLocale'
import { overviewMessages } from '../../i18n/messages/overview.en'

/** The overview's period: one pressed button among the offered lengths. */
export function PeriodPicker<TDays extends number>({ days, periods, onSelect }: { days: TDays; periods: readonly TDays[]; onSelect: (days: TDays) => void }) {
  const { t } = useMessages(overviewMessages)
  return (
    <ButtonGroup attached role="group" aria-label={t('periodPicker')}>
      {periods.map((period) => (
        <Button key={period} size="sm" minH="11" variant={period === days ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={period === days} onClick={() => onSelect(period)}>
          {t('periodOption', { days: period, count: period })}
        </Button>
      ))}
    </ButtonGroup>
  )
}
