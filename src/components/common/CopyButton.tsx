import { IconButton } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { copyWithToast, type CopyMessages } from './clipboard'
import { CheckIcon, CopyIcon } from './icons'
import { notify } from './toaster'

/** SPEC §9: the copied tick shows for 2 seconds. */
export const COPIED_INDICATOR_MS = 2000

const DEFAULT_MESSAGES: CopyMessages = { ok: 'Copied to clipboard!', fail: 'Failed to copy' }

/** An icon button that copies `text`, says so in a toast and shows a tick for 2 seconds. */
export function CopyButton({ text, label, messages = DEFAULT_MESSAGES, size = 'xs' }: { text: string; label: string; messages?: CopyMessages; size?: 'xs' | 'sm' | 'md' }) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_INDICATOR_MS)
    return () => clearTimeout(timer)
  }, [copied])
  return (
    <IconButton
      aria-label={copied ? `${label}: copied` : label}
      title={label}
      variant="ghost"
      size={size}
      onClick={async () => {
        if (await copyWithToast(text, messages, notify)) setCopied(true)
      }}
    >
      {copied ? <CheckIcon /> : <CopyIcon />}
    </IconButton>
  )
}
