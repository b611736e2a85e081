import { IconButton } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { copyWithToast, type CopyMessages } from './clipboard'
import { CheckIcon, CopyIcon } from './icons'
import { notify } from './toaster'
import { useMessages } from '../../i18n/appLocale'
import { commonMessages } from '../../i18n/messages/common.en'

/** SPEC §9: the copied tick shows for 2 seconds. */
export const COPIED_INDICATOR_MS = 2000

/** An icon button that copies `text`, says so in a toast and shows a tick for 2 seconds. */
export function CopyButton({ text, label, messages, size = 'xs' }: { text: string; label: string; messages?: CopyMessages; size?: 'xs' | 'sm' | 'md' }) {
  const { t } = useMessages(commonMessages)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <IconButton
      aria-label={copied ? t('copiedLabel', { label }) : label}
      title={label}
      variant="ghost"
      size={size}
      onClick={async () => {
        if (await copyWithToast(text, messages ?? { ok: t('copyOk'), fail: t('copyFail') }, notify)) setCopied(true)
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  )
}
