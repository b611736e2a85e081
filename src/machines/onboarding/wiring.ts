/**
 * The onboarding flow's wiring: its machines (promo code, Telegram, KYC, subscription payment) with the
 * onboarding calls of src/api, local storage and the KYC provider. The onboarding routes start them.
 */
import { fromAbortablePromise } from '../shared/fromAbortablePromise'
import type { components } from '../../api/schema'
import { createKycSession, createSubscription, subscriptionTaskStatus, updateTelegram, validatePromo } from '../../api/onboarding'
import type { Notifier as AppNotifier } from '../shared/notifier'
import { asyncTaskMachine, type FetchTaskStatusInput, type TaskStatusReport } from '../shared/asyncTaskMachine'
import { kycMachine } from './kycMachine'
import { promoCodeMachine } from './promoCodeMachine'
import { subscriptionPaymentMachine, type CreateSubscriptionInput } from './subscriptionPaymentMachine'
import { telegramMachine } from './telegramMachine'
import type { KycProvider, KycStatus } from '../../kyc/kycStatus'

type S = components['schemas']

/** SPEC §9: the applied promo code is kept in localStorage under this key. */
export const PROMO_STORAGE_KEY = 'activePromoCode'

/** The checkout's toasts without `info`: onboarding only shows successes and errors. */
export type Notifier = Pick<AppNotifier, 'success' | 'error'>

/** Re-reads the profile and hands it to the auth actor, so that the gating re-evaluates without a reload. */
export type RefreshProfile = () => Promise<S['User']>

export function readSavedPromo(storage: Pick<Storage, 'getItem'> = localStorage): string | null {
  try {
    return storage.getItem(PROMO_STORAGE_KEY)
  } catch {
    return null
  }
}

export function createPromoMachine({ notify, storage = localStorage }: { notify: Notifier; storage?: Pick<Storage, 'setItem' | 'removeItem'> }) {
  const quietly = (write: () => void) => {
    try {
      write()
    } catch {
      // Storage full or disabled: the code still applies on this page.
    }
  }
  return promoCodeMachine.provide({
    actors: { validatePromo: fromAbortablePromise<S['PromoValidation'], { code: string }>(({ input, signal }) => validatePromo(input.code, signal)) },
    actions: {
      saveCode: (_, { code }) => quietly(() => storage.setItem(PROMO_STORAGE_KEY, code)),
      forgetCode: () => quietly(() => storage.removeItem(PROMO_STORAGE_KEY)),
      notifySuccess: (_, { message }) => notify.success(message),
      notifyError: (_, { message }) => notify.error(message),
    },
  })
}

export function createTelegramMachine({ notify, refreshProfile }: { notify: Notifier; refreshProfile: RefreshProfile }) {
  return telegramMachine.provide({
    actors: { submitTelegram: fromAbortablePromise<unknown, { telegram: string }>(({ input, signal }) => updateTelegram(input.telegram, signal)) },
    actions: {
      notifyError: (_, { message }) => notify.error(message),
      finish: () => void refreshProfile().catch(() => {}),
    },
  })
}

export function createKycMachine({
  loadProvider,
  refreshProfile,
  onVerified,
}: {
  loadProvider: () => Promise<KycProvider>
  refreshProfile: RefreshProfile
  onVerified: () => void
}) {
  return kycMachine.provide({
    actors: {
      createSession: fromAbortablePromise<S['KycSession'], { email: string }>(({ input, signal }) => createKycSession(input.email, signal)),
      verify: fromAbortablePromise<KycStatus, { token: string }>(async ({ input, signal }) => (await loadProvider()).verify(input.token, signal)),
      recheckProfile: fromAbortablePromise(async () => ({ isKyc: (await refreshProfile()).is_kyc })),
    },
    actions: { finish: onVerified },
  })
}

export function createSubscriptionPaymentMachine({ notify, onPaid }: { notify: Notifier; onPaid: () => void }) {
  return subscriptionPaymentMachine.provide({
    actors: {
      createSubscription: fromAbortablePromise<S['TaskAccepted'], CreateSubscriptionInput>(({ input, signal }) => createSubscription(input.order, input.idempotencyKey, signal)),
      pollTask: asyncTaskMachine.provide({
        actors: {
          fetchTaskStatus: fromAbortablePromise<TaskStatusReport, FetchTaskStatusInput>(({ input, signal }) => subscriptionTaskStatus(input.taskId, signal)),
        },
      }),
    },
    actions: {
      notifyError: (_, { message }) => notify.error(message),
      finish: onPaid,
    },
  })
}
