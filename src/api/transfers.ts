import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components, operations } from './schema'
import { api } from './client'
import { settle } from './apiError'
import { CANCEL_TRANSFER_FAILED, UPDATE_TRANSFER_STATUS_FAILED } from '../domain/failureMessages'

/** Transfers (payouts) through the generic API: clients see their own wallet's, staff and admins all. */

type S = components['schemas']
export type Transfer = S['Transfer']
export type TransferList = S['TransferList']
export type TransferListQuery = NonNullable<operations['apiListTransfers']['parameters']['query']>

export const TRANSFERS_LOAD_FAILED = 'Failed to fetch transfers'

export async function listTransfers(query: TransferListQuery, signal?: AbortSignal): Promise<TransferList> {
  return settle(api.GET('/api/v1/wallet/transfers/', { params: { query }, signal }), TRANSFERS_LOAD_FAILED)
}

/** Every transfer list starts with this key. */
export const TRANSFERS_KEY = ['transfers'] as const

/** A page of transfers; the previous page stays on screen while the next one loads. */
export const transfersQuery = (query: TransferListQuery) =>
  queryOptions({ queryKey: [...TRANSFERS_KEY, query], queryFn: ({ signal }) => listTransfers(query, signal), placeholderData: keepPreviousData })

export async function cancelTransfer(id: string, signal?: AbortSignal): Promise<Transfer> {
  return settle(api.POST('/api/v1/wallet/transfers/{id}/cancel/', { params: { path: { id } }, signal }), CANCEL_TRANSFER_FAILED)
}

export async function updateTransferStatus(id: string, body: S['TransferStatusUpdate'], signal?: AbortSignal): Promise<Transfer> {
  return settle(api.PATCH('/api/v1/wallet/transfers/{id}/update-status/', { params: { path: { id } }, body, signal }), UPDATE_TRANSFER_STATUS_FAILED)
}
