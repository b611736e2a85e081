import { useState } from 'react'
import { useMessages } from '../../i18n/appLocale'
import { notify } from '../common/toaster'
import { useLatest } from '../common/useLatest'
import { isolateLtr } from '../../i18n/isolate'
import type { Translator } from '../../i18n/translator'
import { transfersMessages, type TransfersKey } from '../../i18n/messages/transfers.en'
import { formatMoney } from '../../domain/money'
import { TRANSFER_STATUSES, transferStatusLabel, type TransferStatus } from '../../domain/transferStatus'

export interface TransfersWords extends Translator<TransfersKey> {
  /** An amount in its currency, formatted for the reader. */
  money: (amount: number | string, currency: string) => string
  /** An amount for a text that stays a string (a label, an error, a toast): kept left to right in Arabic. */
  moneyInText: (amount: number | string, currency: string) => string
  /** A transfer status's word (an unknown one as sent). */
  status: (status: unknown) => string
}

const isKnown = (status: unknown): status is TransferStatus => (TRANSFER_STATUSES as readonly unknown[]).includes(status)

/** The funds transfer's and the wallet's words, money and statuses in the reader's language. */
export function useTransfersWords(): TransfersWords {
  const translator = useMessages(transfersMessages)
  const { t, intl, dir } = translator
  const money = (amount: number | string, currency: string) => formatMoney(amount, currency, 2, intl)
  return {
    ...translator,
    money,
    moneyInText: (amount, currency) => isolateLtr(money(amount, currency), dir),
    status: (status) => {
      if (isKnown(status)) return t(status)
      const shown = transferStatusLabel(status)
      return shown === 'Unknown' ? t('unknownStatus') : shown
    },
  }
}

/**
 * The transfer flows' toasts and the words they are written with, read when a toast shows (the flows' machines are
 * created once, the language may change since). The toast list shows a product message in the reader's language and
 * a server's as sent, as every toast.
 */
export function useTransfersToasts(): { notify: { success: (title: string) => unknown }; words: () => TransfersWords } {
  const words = useLatest(useTransfersWords())
  const [toasts] = useState(() => ({ notify, words }))
  return toasts
}
