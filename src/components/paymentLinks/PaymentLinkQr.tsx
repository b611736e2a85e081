import { Button, HStack, Stack } from '@chakra-ui/react'
import { QRCodeCanvas, QRCodeSVG } from 'qrcode.react'
import { useRef } from 'react'
import { downloadFile } from '../common/download'
import { DownloadIcon } from '../common/icons'
import { useMessages } from '../../i18n/appLocale'
import { paymentLinksMessages } from '../../i18n/messages/paymentLinks.en'

/** A file name from the link's id: letters, digits, "-" and "_" only. */
export const qrFileName = (id: string, extension: 'png' | 'svg') => `payment-link-${id.replace(/[^A-Za-z0-9_-]/g, '') || 'qr'}-qr.${extension}`

const PNG_SIZE = 512

/** The link's QR code (loaded lazily with the details), downloadable as PNG and SVG. */
export default function PaymentLinkQr({ url, id, name }: { url: string; id: string; name: string }) {
  const { t } = useMessages(paymentLinksMessages)
  const svg = useRef<SVGSVGElement>(null)
  const canvas = useRef<HTMLCanvasElement>(null)
  return (
    <Stack align="center" gap="3">
      <QRCodeSVG ref={svg} value={url} size={176} marginSize={2} title={t('qrOf', { name })} />
      {/* Drawn at print size for the PNG; never shown. */}
      <QRCodeCanvas ref={canvas} value={url} size={PNG_SIZE} marginSize={4} hidden aria-hidden="true" />
      <HStack gap="2" wrap="wrap" justify="center">
        <Button
          size="sm"
          variant="outline"
          onClick={() => canvas.current?.toBlob((blob) => blob && downloadFile(blob, qrFileName(id, 'png'), 'image/png'), 'image/png')}
        >
          <DownloadIcon />
          {t('downloadPng')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => svg.current && downloadFile(new XMLSerializer().serializeToString(svg.current), qrFileName(id, 'svg'), 'image/svg+xml')}
        >
          <DownloadIcon />
          {t('downloadSvg')}
        </Button>
      </HStack>
    </Stack>
  )
}
