import { Button } from '@chakra-ui/react'
import { DownloadIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** A list's CSV export: busy while the rows are fetched, disabled when there is nothing to export. */
export function ExportCsvButton({ onExport, busy = false, disabled = false, label }: { onExport: () => void; busy?: boolean; disabled?: boolean; label?: string }) {
  const { t } = useMessages(commonMessages)
  return (
    <Button variant="outline" onClick={onExport} loading={busy} loadingText={t('exporting')} disabled={disabled}>
      <DownloadIcon />
      {label ?? t('exportCsv')}
    </Button>
  )
}
