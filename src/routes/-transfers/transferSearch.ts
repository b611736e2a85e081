import { definedOnly, searchOneOf, searchPage, searchString } from '../../domain/listSearch'
import { TRANSFER_STATUSES, type TransferStatus } from '../../domain/transferStatus'

/** /wallet: the page and status of the transfer list. */
export interface WalletSearch {
  page?: number
  status?: TransferStatus
}

/** /funds-transfer: the wallet paid out from (it also narrows the list), the wallet search, and the list's page and status. */
export interface FundsTransferSearch extends WalletSearch {
  wallet?: string
  find?: string
}

export function validateWalletSearch(raw: Record<string, unknown>): WalletSearch {
  return definedOnly({ page: searchPage(raw.page), status: searchOneOf(raw.status, TRANSFER_STATUSES) })
}

export function validateFundsTransferSearch(raw: Record<string, unknown>): FundsTransferSearch {
  return definedOnly({ ...validateWalletSearch(raw), wallet: searchString(raw.wallet, 100), find: searchString(raw.find) })
}

/** Rows per page of a transfer list. */
export const TRANSFERS_PAGE_SIZE = 10
