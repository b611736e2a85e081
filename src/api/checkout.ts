import type { components } from './schema'
import { publicApi } from './client'
import { ApiError, MALFORMED_RESPONSE, serverMessage } from './apiError'
import { CHECKOUT_MESSAGES } from '../domain/checkoutPayment'
import { PAYMENT_LINK_LOAD_FAILED, PAYMENT_STATUS_CHECK_FAILED } from '../domain/failureMessages'

/**
 * The public checkout's calls, all through `publicApi` (no session credentials, no refresh-retry:
 * a 401 here can never touch a merchant's dashboard session). Every call takes the AbortSignal of
 * the actor that runs it, checks the body's shape, and throws an `ApiError` with the
 * server's message, the HTTP status and whether retrying could help.
 */

type S = components['schemas']
export type PaymentLink = S['PaymentLink']
export type TaskStatusResponse = S['TaskStatusResponse']
export type TransactionStatusResponse = S['TransactionStatusResponse']

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value)

/** Runs an openapi-fetch call; network, abort and JSON errors become ApiErrors (aborts are rethrown as is). */
async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>, fallback: string): Promise<{ data: T | undefined; response: Response }> {
  let result: { data?: T; error?: unknown; response: Response }
  try {
    result = await run()
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    // openapi-fetch parses JSON: an HTML page or a truncated body lands here.
    if (error instanceof SyntaxError) throw new ApiError(MALFORMED_RESPONSE, undefined, true)
    throw new ApiError(error instanceof Error && error.message ? `${fallback}: ${error.message}` : fallback)
  }
  if (!result.response.ok) throw new ApiError(serverMessage(result.error) ?? fallback, result.response.status)
  return { data: result.data, response: result.response }
}

const PAYMENT_METHODS = /^(card|crypto)(\/(card|crypto))?$/i

function isPaymentLink(value: unknown): value is PaymentLink {
  if (!isRecord(value)) return false
  return (
    typeof value.id === 'string' &&
    typeof value.name === 'string' &&
    (typeof value.amount === 'string' || typeof value.amount === 'number') &&
    Number.isFinite(Number(value.amount)) &&
    (value.currency === 'USD' || value.currency === 'EUR') &&
    typeof value.payment_method === 'string' &&
    PAYMENT_METHODS.test(value.payment_method) &&
    typeof value.is_expired === 'boolean'
  )
}

export async function fetchPaymentLink(id: string, signal?: AbortSignal): Promise<PaymentLink> {
  if (!id) throw new ApiError('Payment link ID is required', 400, true)
  const { data } = await call(() => publicApi.GET('/transaction/payment-link/{id}', { params: { path: { id } }, signal }), PAYMENT_LINK_LOAD_FAILED)
  const link = isRecord(data) ? data.payment_link : undefined
  if (!isPaymentLink(link)) throw new ApiError(MALFORMED_RESPONSE, undefined, true)
  return { ...link, amount: String(link.amount) }
}

/** POST the creation payload under the intent's Idempotency-Key; resolves with the 202 body as sent (the machine checks the task id). */
export async function createPaymentLinkTransaction(payload: S['TransactionCreate'], idempotencyKey: string, signal?: AbortSignal): Promise<Partial<S['TaskAccepted']>> {
  const { data, response } = await call(
    () => publicApi.POST('/transaction/async/payment-link/create-transaction', { body: payload, params: { header: { 'Idempotency-Key': idempotencyKey } }, signal }),
    CHECKOUT_MESSAGES.createFailed,
  )
  if (response.status !== 202) throw new ApiError(CHECKOUT_MESSAGES.createFailed, response.status)
  return isRecord(data) ? data : {}
}

const TASK_STATUSES = new Set(['pending', 'processing', 'completed', 'failed', 'success', 'failure'])

export async function fetchTransactionTaskStatus(taskId: string, signal?: AbortSignal): Promise<TaskStatusResponse> {
  const { data } = await call(() => publicApi.GET('/transaction/async/transaction_status/{taskId}', { params: { path: { taskId } }, signal }), 'Failed to check the task')
  if (!isRecord(data) || typeof data.status !== 'string' || !TASK_STATUSES.has(data.status.toLowerCase())) throw new ApiError(MALFORMED_RESPONSE, undefined, true)
  return data as TaskStatusResponse
}

export async function fetchTransactionStatus(id: string, signal?: AbortSignal): Promise<TransactionStatusResponse> {
  const { data } = await call(() => publicApi.GET('/transaction/status/{id}', { params: { path: { id } }, signal }), PAYMENT_STATUS_CHECK_FAILED)
  if (!isRecord(data) || typeof data.status !== 'string') throw new ApiError(MALFORMED_RESPONSE, undefined, true)
  return data as TransactionStatusResponse
}
