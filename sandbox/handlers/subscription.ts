/** /subscription/*: plans, promo codes, subscribing (async) and the subscription lists. */
import { addMonths, iso, money } from '../lib.ts'
import { toSubscriptionInfo } from '../serialize.ts'
import type { Plan, PromoCode, SandboxData, SubscriptionRecord, UserRecord } from '../store.ts'
import { subscriptionRevenue } from '../totals.ts'
import {
  fail,
  matches,
  paginate,
  queryEnum,
  queryOf,
  queryString,
  readJson,
  requireRole,
  requireString,
  type SandboxContext,
} from './context.ts'
import { idempotent } from './idempotency.ts'
import { createTask } from './tasks.ts'

export function findPromo(data: SandboxData, code: string): PromoCode | undefined {
  return data.promoCodes.find((promo) => promo.code.toUpperCase() === code.trim().toUpperCase())
}

/** Monthly price in cents. */
function monthlyCents(plan: Plan): number {
  const cents = Math.round(Number(plan.price) * 100)
  return Number.isFinite(cents) ? cents : 0
}

/** SPEC §9: annual = monthly × 12 × 0.75; then the promo percentage off. */
export function priceCents(plan: Plan, yearly: boolean, promo: PromoCode | undefined): number {
  const base = yearly ? Math.round(monthlyCents(plan) * 12 * 0.75) : monthlyCents(plan)
  return promo ? Math.round((base * (100 - promo.discount_percentage)) / 100) : base
}

function latestSubscription(data: SandboxData, user: UserRecord): SubscriptionRecord | undefined {
  return data.subscriptions.filter((item) => item.userId === user.id).sort((a, b) => b.started_at - a.started_at)[0]
}

export function subscriptionHandlers(ctx: SandboxContext) {
  const { http, store } = ctx
  return [
    http.get('/subscription/list-plans', ({ response }) =>
      response(200).json(store.plans.map((plan) => ({ ...plan, features: plan.features.map((f) => ({ ...f })) }))),
    ),

    http.get('/subscription/promo-code/{code}/', ({ request, params, response }) => {
      requireRole(ctx, request, ['client', 'admin', 'staff'])
      const promo = findPromo(store, decodeURIComponent(params.code))
      if (!promo) return response(200).json({ valid: false, message: 'Invalid promo code', promo_code: null })
      return response(200).json({
        valid: true,
        message: 'Promo code applied successfully',
        promo_code: { ...promo, applicable_plans: [...promo.applicable_plans] },
      })
    }),

    http.post('/subscription/async/create', idempotent(ctx, 'user', async ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      if (!user.is_kyc) fail(403, 'KYC verification is required before subscribing.')
      const body = await readJson(request)
      const planId = requireString(body, 'plan', 'Plan')
      const plan = store.plans.find((item) => item.id === planId)
      if (!plan) fail(400, `Unknown plan: ${planId}.`)
      if (body.yearly !== undefined && typeof body.yearly !== 'boolean') fail(400, 'yearly must be a boolean.')
      const yearly = body.yearly === true
      let promo: PromoCode | undefined
      if (typeof body.promo_code === 'string' && body.promo_code.trim()) {
        promo = findPromo(store, body.promo_code)
        if (!promo) fail(400, 'Invalid promo code')
        if (!promo.applicable_plans.includes(plan.id)) fail(400, `Promo code ${promo.code} does not apply to the ${plan.name} plan.`)
      } else if (body.promo_code !== undefined && body.promo_code !== null && typeof body.promo_code !== 'string') {
        fail(400, 'promo_code must be a string.')
      }

      const task = createTask(ctx, 'subscription', () => {
        const now = ctx.now()
        for (const item of store.subscriptions) if (item.userId === user.id) item.active = false
        const record: SubscriptionRecord = {
          id: `sub_${task.id.slice(5, 17)}`,
          userId: user.id,
          plan: plan.id,
          active: true,
          yearly,
          started_at: now,
          expires_at: addMonths(now, yearly ? 12 : 1),
          amount_charged: priceCents(plan, yearly, promo),
          promo_code: promo?.code ?? null,
        }
        store.subscriptions.push(record)
        user.subscription = { plan: plan.id, active: true }
        return { subscription: toSubscriptionInfo(record), amount_charged: money(record.amount_charged), currency: 'EUR', promo_code: record.promo_code }
      })
      return response(202).json({ task_id: task.id })
    })),

    http.get('/subscription/current', ({ request, response }) => {
      const user = requireRole(ctx, request, ['client'])
      const record = user.subscription.plan ? latestSubscription(store, user) : undefined
      const plan = store.plans.find((item) => item.id === (record?.plan ?? user.subscription.plan))
      if (!record || !plan) return response(200).json({ data: null })
      return response(200).json({
        data: { ...toSubscriptionInfo(record), active: user.subscription.active, plan_name: plan.name, price: money(record.amount_charged) },
      })
    }),

    http.get('/subscription/admin/list', ({ request, response }) => {
      requireRole(ctx, request, ['admin'])
      const query = queryOf(request)
      const search = queryString(query, 'search')
      const active = queryEnum(query, 'active', ['true', 'false'] as const)
      const state = queryEnum(query, 'state', ['active', 'inactive'] as const)
      const cycle = queryEnum(query, 'billing_cycle', ['monthly', 'annual'] as const)
      const planFilter = queryString(query, 'plan')
      const rows = store.subscriptions
        .map((record) => ({ record, user: store.users.find((item) => item.id === record.userId) }))
        .filter(({ record, user }) => {
          if (active !== undefined && String(record.active) !== active) return false
          if (state && record.active !== (state === 'active')) return false
          if (cycle && record.yearly !== (cycle === 'annual')) return false
          if (planFilter && record.plan !== planFilter) return false
          return matches(search, user?.email, user?.first_name, user?.last_name, user && `${user.first_name} ${user.last_name}`, record.plan)
        })
        .sort((a, b) => b.record.started_at - a.record.started_at || a.record.id.localeCompare(b.record.id))
      const page = paginate(rows, query)
      return response(200).json({
        results: page.results.map(({ record, user }) => ({
          id: record.id,
          user: { id: record.userId, email: user?.email ?? '', first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' },
          plan: record.plan,
          plan_name: store.plans.find((item) => item.id === record.plan)?.name ?? record.plan,
          active: record.active,
          yearly: record.yearly,
          started_at: iso(record.started_at),
          expires_at: iso(record.expires_at),
          state: record.active ? ('active' as const) : ('inactive' as const),
          billing_cycle: record.yearly ? ('annual' as const) : ('monthly' as const),
          amount_charged: money(record.amount_charged),
          currency: 'EUR' as const,
          promo_code: record.promo_code,
        })),
        pagination: page.pagination,
        totals: subscriptionRevenue(rows.map(({ record }) => record)),
      })
    }),
  ]
}
