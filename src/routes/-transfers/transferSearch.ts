/** The transfer lists' search params: one schema per list, built from the field readers of src/domain/listSearch.ts. */
import type { TransferListQuery } from '../../api/transfers'
import { definedOnly, listSearchSchema, searchFields, type SearchFields } from '../../domain/listSearch'
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

const walletFields: SearchFields<WalletSearch> = { page: searchFields.page, status: searchFields.oneOf(TRANSFER_STATUSES) }

export const validateWalletSearch = listSearchSchema<WalletSearch>(walletFields)

export const validateFundsTransferSearch = listSearchSchema<FundsTransferSearch>({ ...walletFields, wallet: searchFields.id, find: searchFields.text() })

/** Rows per page of a transfer list. */
export const TRANSFERS_PAGE_SIZE = 10

/** How many matches the staff wallet search lists at once. */
export const MATCHES_SHOWN = 10

/** The contract's query for one page of a transfer list (one wallet's, or every one's): only what is set is sent. */
export function transferListQuery({ page, status, walletId }: { page?: number; status?: TransferStatus; walletId?: string }): TransferListQuery {
  return definedOnly({ page: page ?? 1, page_size: TRANSFERS_PAGE_SIZE, wallet_id: walletId, status })
}
