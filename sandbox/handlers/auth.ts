/** /auth/*: login, tokens, registration, the current user and its settings. */
import { EMAIL_PATTERN, normalizeTelegram, PHONE_PATTERN, randomHex, randomId } from '../lib.ts'
import { toUser } from '../serialize.ts'
import type { SessionRecord, UserRecord } from '../store.ts'
import {
  authenticate,
  bearerToken,
  fail,
  optionalString,
  readJson,
  readOptionalJson,
  requireString,
  TOKEN_MESSAGES,
  type SandboxContext,
} from './context.ts'

// ---------------------------------------------------------- shared logic

export function issueSession(ctx: SandboxContext, user: UserRecord): SessionRecord {
  const now = ctx.now()
  const session: SessionRecord = {
    access: randomId('acc_'),
    refresh: randomId('ref_'),
    userId: user.id,
    accessExpiresAt: now + ctx.accessTtlMs,
    refreshExpiresAt: now + ctx.refreshTtlMs,
  }
  ctx.store.sessions.push(session)
  return session
}

/** Checks the credentials of a login body and opens a session. */
export async function login(ctx: SandboxContext, request: Request): Promise<{ access: string; refresh: string }> {
  const body = await readJson(request)
  const email = requireString(body, 'email', 'Email').toLowerCase()
  const password = requireString(body, 'password', 'Password')
  const user = ctx.store.users.find((item) => item.email.toLowerCase() === email)
  if (!user || user.password !== password) fail(401, 'Invalid email or password.')
  const session = issueSession(ctx, user)
  return { access: session.access, refresh: session.refresh }
}

/** Ends the session of the request's access token (expired ones too). */
export function logoutSession(ctx: SandboxContext, request: Request): UserRecord {
  const token = bearerToken(request)
  const session = ctx.store.sessions.find((item) => item.access === token)
  if (!session) fail(401, TOKEN_MESSAGES.invalid)
  ctx.store.sessions = ctx.store.sessions.filter((item) => item !== session)
  const user = ctx.store.users.find((item) => item.id === session.userId)
  if (!user) fail(401, TOKEN_MESSAGES.invalid)
  return user
}

const REGISTRATION_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'confirm_password',
  'phone',
  'date_of_birthday',
  'gender',
  'country_alpha_2',
  'region',
  'city',
  'street_address',
  'post_index',
] as const

export function checkPassword(password: string, confirm: string): void {
  if (password.length < 8) fail(400, 'Password must be at least 8 characters long.')
  if (password !== confirm) fail(400, 'Passwords do not match.')
}

/** Validates a registration payload and creates a client with a wallet. */
export async function register(ctx: SandboxContext, request: Request): Promise<UserRecord> {
  const body = await readJson(request)
  const values: Record<string, string> = {}
  for (const field of REGISTRATION_FIELDS) values[field] = requireString(body, field)
  const email = (values.email ?? '').toLowerCase()
  if (!EMAIL_PATTERN.test(email)) fail(400, 'Enter a valid email address.')
  if (ctx.store.users.some((user) => user.email.toLowerCase() === email)) fail(400, 'A user with this email already exists.')
  checkPassword(values.password ?? '', values.confirm_password ?? '')
  if (Number.isNaN(Date.parse(values.date_of_birthday ?? ''))) fail(400, 'date_of_birthday must be a date (YYYY-MM-DD).')
  if (!/^[A-Za-z]{2}$/.test(values.country_alpha_2 ?? '')) fail(400, 'country_alpha_2 must be a two-letter country code.')
  if (body.company_data !== undefined && body.company_data !== null && (typeof body.company_data !== 'object' || Array.isArray(body.company_data))) {
    fail(400, 'company_data must be an object.')
  }
  const rawTelegram = optionalString(body, 'telegram')?.trim() ?? ''
  const telegram = rawTelegram ? normalizeTelegram(rawTelegram) : null
  if (rawTelegram && !telegram) fail(400, 'Invalid telegram username format.')
  optionalString(body, 'apt_number')

  const now = ctx.now()
  const user: UserRecord = {
    id: randomId('usr_'),
    email,
    password: values.password ?? '',
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    phone: values.phone ?? null,
    is_staff: false,
    is_admin: false,
    is_client: true,
    is_kyc: false,
    kyc_status: null,
    telegram,
    subscription: { plan: null, active: false },
    email_verified: false,
    created_at: now,
  }
  ctx.store.users.push(user)
  ctx.store.wallets.push({ id: `wal_${randomHex(24)}`, userId: user.id, balance: 0, pending: 0, currency: 'USD', created_at: now, updated_at: now })
  const token = randomHex(32)
  ctx.store.verifyTokens.set(token, user.id)
  ctx.store.outbox.push({ to: email, kind: 'verify-email', token, sent_at: now })
  return user
}

const NAME_LABELS = { first_name: 'First name', last_name: 'Last name' } as const
const MAX_NAME_LENGTH = 150

/** Applies a settings body (names, phone, telegram); the e-mail is read-only. */
export function updateProfile(user: UserRecord, body: Record<string, unknown>): void {
  if (body.email !== undefined && (typeof body.email !== 'string' || body.email.trim().toLowerCase() !== user.email.toLowerCase())) {
    fail(400, 'The e-mail address cannot be changed.')
  }
  const change: Partial<Pick<UserRecord, 'first_name' | 'last_name' | 'phone' | 'telegram'>> = {}
  for (const field of ['first_name', 'last_name'] as const) {
    if (body[field] === undefined) continue
    const value = body[field]
    if (typeof value !== 'string' || !value.trim()) fail(400, `${NAME_LABELS[field]} is required.`)
    if (value.trim().length > MAX_NAME_LENGTH) fail(400, `${NAME_LABELS[field]} must be at most ${MAX_NAME_LENGTH} characters.`)
    change[field] = value.trim()
  }
  if (body.phone !== undefined) {
    const phone = body.phone
    if (phone !== null && typeof phone !== 'string') fail(400, 'Invalid phone number format')
    const trimmed = phone?.trim() ?? ''
    const digits = trimmed.replace(/\D/g, '').length
    if (trimmed && (!PHONE_PATTERN.test(trimmed) || digits < 5 || digits > 15 || trimmed.length > 32)) fail(400, 'Invalid phone number format')
    change.phone = trimmed || null
  }
  if (body.telegram !== undefined) {
    if (body.telegram === null || body.telegram === '') change.telegram = null
    else {
      const telegram = normalizeTelegram(body.telegram)
      if (!telegram) fail(400, 'Invalid telegram username format.')
      change.telegram = telegram
    }
  }
  // All or nothing: a 400 on one field leaves the others unchanged.
  Object.assign(user, change)
}

// -------------------------------------------------------------- handlers

export function authHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.post('/auth/login', async ({ request, response }) => response(200).json(await login(ctx, request))),

    http.post('/auth/logout', async ({ request, response }) => {
      logoutSession(ctx, request)
      const body = await readOptionalJson(request)
      if (typeof body.refresh === 'string') store.sessions = store.sessions.filter((item) => item.refresh !== body.refresh)
      return response(200).json({ message: 'Logged out successfully.' })
    }),

    http.post('/auth/signup', async ({ request, response }) => {
      await register(ctx, request)
      return response(201).json({ message: 'Registration successful. Please check your e-mail to verify your account.' })
    }),

    http.post('/auth/jwt/refresh_token', async ({ request, response }) => {
      const body = await readJson(request)
      const refresh = requireString(body, 'refresh')
      const session = store.sessions.find((item) => item.refresh === refresh)
      if (!session) fail(401, TOKEN_MESSAGES.invalid)
      store.sessions = store.sessions.filter((item) => item !== session)
      if (ctx.now() >= session.refreshExpiresAt) fail(401, TOKEN_MESSAGES.expired)
      const user = store.users.find((item) => item.id === session.userId)
      if (!user) fail(401, TOKEN_MESSAGES.invalid)
      const next = issueSession(ctx, user)
      return response(200).json({ access: next.access, refresh: next.refresh })
    }),

    http.get('/auth/me', ({ request, response }) => response(200).json({ data: toUser(authenticate(ctx, request)) })),

    http.patch('/auth/me', async ({ request, response }) => {
      const user = authenticate(ctx, request)
      updateProfile(user, await readJson(request))
      return response(200).json({ data: toUser(user), message: 'Settings updated successfully.' })
    }),

    http.patch('/auth/update_user_telegram', async ({ request, response }) => {
      const user = authenticate(ctx, request)
      const body = await readJson(request)
      if (typeof body.telegram !== 'string' || !body.telegram.trim().replace(/^@/, '')) fail(400, 'Telegram username is required.')
      const telegram = normalizeTelegram(body.telegram)
      if (!telegram) fail(400, 'Invalid telegram username format.')
      user.telegram = telegram
      return response(200).json({ data: toUser(user), message: 'Telegram username updated successfully.' })
    }),

    http.post('/auth/forgot-password', async ({ request, response }) => {
      const email = requireString(await readJson(request), 'email', 'Email').toLowerCase()
      if (!EMAIL_PATTERN.test(email)) fail(400, 'Enter a valid email address.')
      const user = store.users.find((item) => item.email.toLowerCase() === email)
      if (user) {
        const token = randomHex(32)
        store.resetTokens.set(token, user.id)
        store.outbox.push({ to: user.email, kind: 'reset-password', token, sent_at: ctx.now() })
      }
      return response(200).json({ message: 'If an account exists for this e-mail, a password reset link has been sent.' })
    }),

    http.post('/auth/reset-password', async ({ request, response }) => {
      const body = await readJson(request)
      const token = requireString(body, 'token', 'Token')
      const password = requireString(body, 'password', 'Password')
      const confirm = requireString(body, 'confirm_password', 'Password confirmation')
      const user = store.users.find((item) => item.id === store.resetTokens.get(token))
      if (!user) fail(400, 'Invalid or expired reset token.')
      checkPassword(password, confirm)
      user.password = password
      store.resetTokens.delete(token)
      // A password change ends every session of the user.
      store.sessions = store.sessions.filter((item) => item.userId !== user.id)
      return response(200).json({ message: 'Your password has been reset. You can now log in.' })
    }),

    http.get('/auth/verify-email/{token}', ({ params, response }) => {
      const user = store.users.find((item) => item.id === store.verifyTokens.get(params.token))
      if (!user) fail(404, 'Invalid or expired verification link.')
      user.email_verified = true
      store.verifyTokens.delete(params.token)
      return response(200).json({ message: 'Your e-mail address has been verified.' })
    }),
  ]
}
