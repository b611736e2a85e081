/** The client's payment links (SPEC §7): list, create and detail, on the session client. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { components } from './schema'
import { api } from './client'
import { settle } from './apiError'
import type { PaymentLinksListQuery } from '../domain/paymentLinksSearch'
import { LINK_FORM_MESSAGES } from '../domain/paymentLinkForm'
import { PAYMENT_LINK_LOAD_FAILED } from '../domain/failureMessages'

type S = components['schemas']

/** SPEC §8 load failure. */
export const PAYMENT_LINKS_LOAD_ERROR = 'Failed to fetch payment links'

export const listPaymentLinks = (query: PaymentLinksListQuery, signal?: AbortSignal): Promise<S['PaymentLinkList']> =>
  settle(api.GET('/transaction/payment-link/list', { params: { query }, signal }), PAYMENT_LINKS_LOAD_ERROR)

/** Sent with the intent's Idempotency-Key: a retry of the same intent is not created twice. */
export const createPaymentLink = (body: S['PaymentLinkCreate'], idempotencyKey: string, signal?: AbortSignal): Promise<S['PaymentLinkCreated']> =>
  settle(api.POST('/transaction/payment-link/create', { body, params: { header: { 'Idempotency-Key': idempotencyKey } }, signal }), LINK_FORM_MESSAGES.createFailed)

export const getPaymentLink = (id: string, signal?: AbortSignal): Promise<S['PaymentLinkDetail']> =>
  settle(api.GET('/transaction/payment-link/{id}', { params: { path: { id } }, signal }), PAYMENT_LINK_LOAD_FAILED)

/** Every payment-link query starts with this key: a created link invalidates them all. */
export const PAYMENT_LINKS_KEY = ['paymentLinks'] as const

export const paymentLinksQuery = (query: PaymentLinksListQuery) =>
  queryOptions({ queryKey: [...PAYMENT_LINKS_KEY, 'list', query], queryFn: ({ signal }) => listPaymentLinks(query, signal), placeholderData: keepPreviousData })

export const paymentLinkQuery = (id: string) =>
  queryOptions({ queryKey: [...PAYMENT_LINKS_KEY, 'detail', id], queryFn: ({ signal }) => getPaymentLink(id, signal) })
