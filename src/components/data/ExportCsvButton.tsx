import { Button } from '@chakra-ui/react'
import { DownloadIcon } from '../common/icons'

/** A list's CSV export: busy while the rows are fetched, disabled when there is nothing to export. */
export function ExportCsvButton({ onExport, busy = false, disabled = false, label = 'Export CSV' }: { onExport: () => void; busy?: boolean; disabled?: boolean; label?: string }) {
  return (
    <Button variant="outline" onClick={onExport} loading={busy} loadingText="Exporting..." disabled={disabled}>
      <DownloadIcon />
      {label}
    </Button>
  )
}
