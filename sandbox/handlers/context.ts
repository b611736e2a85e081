/**
 * What every handler area shares: the typed `http` factory, the store, the clock,
 * options, and the helpers for authentication, errors, bodies, query strings and paging.
 */
import { HttpResponse } from 'msw'
import { createOpenApiHttp, type OpenApiHttpHandlers } from 'openapi-msw'
import type { paths } from '../../src/api/schema'
import { isRecord } from '../lib.ts'
import { SEED_EMAILS } from '../seed.ts'
import type { SandboxStore, UserRecord } from '../store.ts'

export interface SandboxOptions {
  /** Where the API is mounted; default `*\/sandbox` (any origin). */
  baseUrl?: string
  /** Access-token lifetime; default `SANDBOX_ACCESS_TTL_SECONDS` or 900. */
  accessTtlSeconds?: number
  /** Refresh-token lifetime; default 7 days. */
  refreshTtlSeconds?: number
  /**
   * The app's origin used in URLs the sandbox hands out (payment-link urls, card
   * provider redirect and return, QR images). Default: the origin of the request.
   */
  publicOrigin?: string | ((request: Request) => string)
  /** Clock in epoch milliseconds; default the store's clock. */
  now?: () => number
  /** Clients allowed on the integration review calls; default `VITE_INTEGRATION_REVIEWER_EMAILS` or reviewer@. */
  integrationReviewerEmails?: string[]
  /** Clients refused on the payment-link calls; default `VITE_PAYMENT_LINKS_EXCLUDED_EMAILS` or nolinks@. */
  paymentLinksExcludedEmails?: string[]
  /** Polls of an async task's status before it completes (pending, processing…, completed); default `SANDBOX_TASK_POLLS` or 4, at least 2. */
  taskPolls?: number
}

export interface SandboxContext {
  store: SandboxStore
  http: OpenApiHttpHandlers<paths>
  /** The mount pattern, e.g. `*\/sandbox`. */
  baseUrl: string
  /** The mount path, e.g. `/sandbox`. */
  basePath: string
  now: () => number
  accessTtlMs: number
  refreshTtlMs: number
  taskPolls: number
  reviewerEmails: ReadonlySet<string>
  excludedEmails: ReadonlySet<string>
  /** The app origin for URLs handed out in answer to `request`. */
  origin: (request: Request) => string
}

function env(name: string): string | undefined {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
  return proc?.env?.[name]
}

function emailList(value: string[] | undefined, envName: string, fallback: string): ReadonlySet<string> {
  const list = value ?? (env(envName) ?? fallback).split(',')
  return new Set(list.map((item) => item.trim().toLowerCase()).filter(Boolean))
}

function basePathOf(baseUrl: string): string {
  const withoutWildcard = baseUrl.replace(/^\*/, '')
  const path = /^https?:\/\//.test(withoutWildcard) ? new URL(withoutWildcard).pathname : withoutWildcard
  return path.replace(/\/+$/, '')
}

export function createContext(store: SandboxStore, options: SandboxOptions = {}): SandboxContext {
  const baseUrl = (options.baseUrl ?? '*/sandbox').replace(/\/+$/, '')
  const envTtl = Number(env('SANDBOX_ACCESS_TTL_SECONDS'))
  const accessTtl = options.accessTtlSeconds ?? (Number.isFinite(envTtl) && envTtl > 0 ? envTtl : 900)
  const envTaskPolls = Number(env('SANDBOX_TASK_POLLS'))
  const { publicOrigin } = options
  return {
    store,
    http: createOpenApiHttp<paths>({ baseUrl }),
    baseUrl,
    basePath: basePathOf(baseUrl),
    now: options.now ?? (() => store.now()),
    accessTtlMs: accessTtl * 1000,
    refreshTtlMs: (options.refreshTtlSeconds ?? 7 * 24 * 60 * 60) * 1000,
    taskPolls: Math.max(2, options.taskPolls ?? (Number.isInteger(envTaskPolls) && envTaskPolls > 0 ? envTaskPolls : 4)),
    reviewerEmails: emailList(options.integrationReviewerEmails, 'VITE_INTEGRATION_REVIEWER_EMAILS', SEED_EMAILS.reviewer),
    excludedEmails: emailList(options.paymentLinksExcludedEmails, 'VITE_PAYMENT_LINKS_EXCLUDED_EMAILS', SEED_EMAILS.nolinks),
    origin: (request) =>
      (typeof publicOrigin === 'function' ? publicOrigin(request) : publicOrigin ?? new URL(request.url).origin).replace(/\/+$/, ''),
  }
}

// ------------------------------------------------------------------ errors

/** Ends the handler with `{message}` and the status (msw answers a thrown Response). */
export function fail(status: 400 | 401 | 403 | 404 | 409 | 500, message: string): never {
  throw HttpResponse.json({ message }, { status })
}

// -------------------------------------------------------------------- auth

export const TOKEN_MESSAGES = {
  expired: 'Token has expired',
  invalid: 'Invalid token',
  missing: 'No token provided or invalid token format',
} as const

/** The bearer token of the request, or a 401 with the spec's message. */
export function bearerToken(request: Request): string {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null
  if (!match?.[1]) fail(401, TOKEN_MESSAGES.missing)
  return match[1]
}

/** The signed-in user; 401 for a missing, malformed, unknown, revoked or expired token. */
export function authenticate(ctx: SandboxContext, request: Request): UserRecord {
  const token = bearerToken(request)
  const session = ctx.store.sessions.find((item) => item.access === token)
  if (!session) fail(401, TOKEN_MESSAGES.invalid)
  if (ctx.now() >= session.accessExpiresAt) fail(401, TOKEN_MESSAGES.expired)
  const user = ctx.store.users.find((item) => item.id === session.userId)
  if (!user) fail(401, TOKEN_MESSAGES.invalid)
  return user
}

export type Role = 'admin' | 'staff' | 'client' | 'reviewer'

export function hasRole(ctx: SandboxContext, user: UserRecord, role: Role): boolean {
  switch (role) {
    case 'admin':
      return user.is_admin
    case 'staff':
      return user.is_staff
    case 'client':
      return user.is_client
    case 'reviewer':
      return user.is_client && ctx.reviewerEmails.has(user.email.toLowerCase())
  }
}

/** The signed-in user if they hold one of `roles`; otherwise 401/403. */
export function requireRole(ctx: SandboxContext, request: Request, roles: Role[]): UserRecord {
  const user = authenticate(ctx, request)
  if (!roles.some((role) => hasRole(ctx, user, role))) {
    fail(403, `You do not have permission to perform this action (requires ${roles.join(' or ')}).`)
  }
  return user
}

// ---------------------------------------------------------- bodies, query

/** The JSON object body; 400 when it is missing or not an object. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    fail(400, 'Request body must be valid JSON.')
  }
  if (!isRecord(body)) fail(400, 'Request body must be a JSON object.')
  return body
}

/** Like readJson, but an empty body gives `{}`. */
export async function readOptionalJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text()
  if (!text.trim()) return {}
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    fail(400, 'Request body must be valid JSON.')
  }
  if (!isRecord(body)) fail(400, 'Request body must be a JSON object.')
  return body
}

export function requireString(body: Record<string, unknown>, field: string, label = field): string {
  const value = body[field]
  if (typeof value !== 'string' || !value.trim()) fail(400, `${label} is required.`)
  return value.trim()
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string') fail(400, `${field} must be a string.`)
  return value
}

/** The request's query string (read as strings; the handlers parse them). */
export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams
}

/** A non-empty query value or undefined. */
export function queryString(query: URLSearchParams, name: string): string | undefined {
  const value = query.get(name)
  return value === null || value.trim() === '' ? undefined : value.trim()
}

export function queryNumber(query: URLSearchParams, name: string): number | undefined {
  const value = queryString(query, name)
  if (value === undefined) return undefined
  const number = Number(value)
  if (!Number.isFinite(number)) fail(400, `${name} must be a number.`)
  return number
}

export function queryInt(query: URLSearchParams, name: string, fallback: number, min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const value = queryString(query, name)
  if (value === undefined) return fallback
  const number = Number(value)
  if (!Number.isInteger(number) || number < min || number > max) fail(400, `${name} must be an integer between ${min} and ${max}.`)
  return number
}

export function queryDate(query: URLSearchParams, name: string): number | undefined {
  const value = queryString(query, name)
  if (value === undefined) return undefined
  const ms = Date.parse(value)
  if (Number.isNaN(ms)) fail(400, `${name} must be an ISO 8601 date-time.`)
  return ms
}

export function queryEnum<T extends string>(query: URLSearchParams, name: string, allowed: readonly T[]): T | undefined {
  const value = queryString(query, name)
  if (value === undefined) return undefined
  if (!(allowed as readonly string[]).includes(value)) fail(400, `${name} must be one of: ${allowed.join(', ')}.`)
  return value as T
}

// ------------------------------------------------------------------ paging

export interface Page<T> {
  results: T[]
  pagination: {
    current_page: number
    total_pages: number
    total_items: number
    page_size: number
    has_next: boolean
    has_previous: boolean
  }
}

/** Reads page/page_size from the query and slices `items`. */
export function paginate<T>(items: T[], query: URLSearchParams, defaultPageSize = 20): Page<T> {
  const page = queryInt(query, 'page', 1)
  const pageSize = queryInt(query, 'page_size', defaultPageSize, 1, 100)
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize))
  return {
    results: items.slice((page - 1) * pageSize, page * pageSize),
    pagination: {
      current_page: page,
      total_pages: totalPages,
      total_items: items.length,
      page_size: pageSize,
      has_next: page < totalPages,
      has_previous: page > 1,
    },
  }
}

/** Case-insensitive "contains" over several fields. */
export function matches(search: string | undefined, ...fields: (string | null | undefined)[]): boolean {
  if (!search) return true
  const needle = search.toLowerCase()
  return fields.some((field) => field?.toLowerCase().includes(needle))
}

/** The URL pattern of a control call (outside the product contract), e.g. `*\/sandbox/__sandbox/reset`. */
export function controlPath(ctx: SandboxContext, path: string): string {
  return `${ctx.baseUrl}/__sandbox${path}`
}
