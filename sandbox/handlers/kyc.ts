/**
 * KYC: the session call of the contract, the status call, and the sandbox's stand-in
 * for the provider's popup (`GET __sandbox/kyc-provider?token=...`), which reports
 * its result through `POST __sandbox/kyc/{token}/complete` and `window.opener.postMessage`.
 */
import { http as mswHttp, HttpResponse } from 'msw'
import type { KycStatus } from '../store.ts'
import { EMAIL_PATTERN, randomId } from '../lib.ts'
import { controlPath, fail, readJson, requireRole, requireString, type SandboxContext } from './context.ts'
import { escapeHtml, htmlPage } from './html.ts'

export const KYC_MESSAGE_SOURCE = 'paygrid-sandbox-kyc'
const KYC_STATUSES: readonly KycStatus[] = ['success', 'pending', 'canceled', 'failure']

export function kycHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.post('/kyc/vove/generate-session/', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const email = requireString(await readJson(request), 'email', 'Email')
      if (!EMAIL_PATTERN.test(email)) fail(400, 'Enter a valid email address.')
      const token = randomId('kyc_')
      store.kycSessions.push({ token, userId: user.id, created_at: ctx.now() })
      return response(200).json({ access_token: token })
    }),

    http.get('/kyc/status', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      return response(200).json({ status: user.kyc_status, is_kyc: user.is_kyc })
    }),

    mswHttp.get(controlPath(ctx, '/kyc-provider'), ({ request }) => {
      const token = new URL(request.url).searchParams.get('token') ?? ''
      const session = store.kycSessions.find((item) => item.token === token)
      if (!session) {
        return htmlPage(ctx, {
          title: 'Identity verification',
          body: '<h1>Verification session not found</h1><p>The session token is missing or unknown. Start the verification again from the app.</p>',
          status: 404,
        })
      }
      const user = store.users.find((item) => item.id === session.userId)
      const body = `
<h1>Identity verification</h1>
<p>This page stands in for the identity-verification provider. Choose the result to report for
<strong>${escapeHtml(user?.email ?? '')}</strong>.</p>
<div class="actions">
  <button class="primary" data-status="success" disabled>Success</button>
  <button data-status="pending" disabled>Pending</button>
  <button data-status="canceled" disabled>Canceled</button>
  <button class="danger" data-status="failure" disabled>Failure</button>
</div>
<p id="result" role="status"></p>`
      return htmlPage(ctx, { title: 'Identity verification', body, script: 'kyc-provider.js', data: { token, messageSource: KYC_MESSAGE_SOURCE } })
    }),

    mswHttp.post(controlPath(ctx, '/kyc/:token/complete'), async ({ params, request }) => {
      const session = store.kycSessions.find((item) => item.token === params.token)
      if (!session) return HttpResponse.json({ message: 'KYC session not found.' }, { status: 404 })
      const body = await readJson(request)
      const status = body.status
      if (typeof status !== 'string' || !(KYC_STATUSES as readonly string[]).includes(status)) {
        return HttpResponse.json({ message: `status must be one of: ${KYC_STATUSES.join(', ')}.` }, { status: 400 })
      }
      const user = store.users.find((item) => item.id === session.userId)
      if (!user) return HttpResponse.json({ message: 'User not found.' }, { status: 404 })
      user.kyc_status = status as KycStatus
      if (status === 'success') user.is_kyc = true
      return HttpResponse.json({ message: `KYC status set to ${status}.`, is_kyc: user.is_kyc })
    }),
  ]
}
