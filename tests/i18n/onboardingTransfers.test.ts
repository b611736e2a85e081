// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { COUPON_REQUIRED_MESSAGE, INVALID_PROMO_CODE } from '../../src/domain/couponCode'
import { CANCEL_TRANSFER_FAILED, PROMO_REQUEST_FAILED, SUBSCRIPTION_CREATE_FAILED, TRANSFER_FUNDS_FAILED, UPDATE_TRANSFER_STATUS_FAILED } from '../../src/domain/failureMessages'
import { FUNDS_TRANSFER_MESSAGES } from '../../src/domain/fundsTransfer'
import { KYC_INIT_FAILED } from '../../src/domain/failureMessages'
import { TELEGRAM_INVALID, TELEGRAM_REQUIRED, telegramFailureMessage } from '../../src/domain/telegramUsername'
import { KYC_NO_TOKEN, KYC_START_FAILED } from '../../src/machines/onboarding/kycMachine'
import { telegramRequiredMessage } from '../../src/machines/onboarding/telegramMachine'
import { WALLETS_LOAD_FAILED } from '../../src/domain/walletBalances'
import { translateEnglish } from '../../src/i18n/catalog'
import { onboardingMessages } from '../../src/i18n/messages/onboarding.en'
import { transfersMessages } from '../../src/i18n/messages/transfers.en'
import { loadCatalog } from '../../src/i18n/catalog'
import { PROMO_REMOVED } from '../../src/machines/onboarding/promoCodeMachine'
import { MISSING_TASK_ID_MESSAGE, TASK_FAILED_MESSAGE, TASK_TIMEOUT_MESSAGE } from '../../src/machines/shared/asyncTaskMachine'
import { LOST_ANSWER_MESSAGE } from '../../src/machines/transfers/fundsTransferMachine'
import { CONNECTION_LOST_MESSAGE } from '../../src/machines/transfers/transferFailure'
import { CHOOSE_STATUS_MESSAGE } from '../../src/machines/transfers/transferStatusMachine'
import { WALLET_NOT_FOUND } from '../../src/routes/-transfers/FundsTransferScreen'
import { TRANSFERS_LOAD_ERROR } from '../../src/routes/-transfers/TransfersPanel'
import { WALLET_LOAD_ERROR } from '../../src/routes/-transfers/WalletScreen'

// The catalogs hold the rules' and machines' English word for word (the i18n room imports none of the app), so that
// `text` finds them: each one held to its constant here.
describe('the onboarding and transfers catalogs hold the rules\' and machines\' English word for word', () => {
  it('onboarding', () => {
    const en = onboardingMessages.en
    expect([en.couponRequired, en.invalidPromoCode, en.promoRemoved, en.promoRequestFailed, en.subscriptionCreateFailed, en.taskFailed, en.taskTimeout, en.missingTaskId]).toEqual([
      COUPON_REQUIRED_MESSAGE,
      INVALID_PROMO_CODE,
      PROMO_REMOVED,
      PROMO_REQUEST_FAILED,
      SUBSCRIPTION_CREATE_FAILED,
      TASK_FAILED_MESSAGE,
      TASK_TIMEOUT_MESSAGE,
      MISSING_TASK_ID_MESSAGE,
    ])
  })

  it('KYC and Telegram', () => {
    const en = onboardingMessages.en
    expect([en.kycNoToken, en.kycStartFailed, en.kycInitFailed]).toEqual([KYC_NO_TOKEN, KYC_START_FAILED, KYC_INIT_FAILED])
    expect([en.telegramRequired, en.telegramInvalid]).toEqual([TELEGRAM_REQUIRED, TELEGRAM_INVALID])
    expect([en.telegramServerError, en.telegramInvalidServer, en.telegramSubmitFailed]).toEqual([telegramFailureMessage({ status: 500 }), telegramFailureMessage({ status: 400 }), telegramFailureMessage(undefined)])
    expect(String(en.telegramRequiredToContinue).replace('{product}', 'Paygrid')).toBe(telegramRequiredMessage('Paygrid'))
  })

  it('transfers', () => {
    const en = transfersMessages.en
    const { amountOverBalance, ...rules } = FUNDS_TRANSFER_MESSAGES
    expect(Object.fromEntries(Object.keys(rules).map((key) => [key, en[key as keyof typeof rules]]))).toEqual(rules)
    expect(String(en.amountOverBalance).replace('{balance}', '$12.50')).toBe(amountOverBalance('12.5', 'USD'))
    expect([en.walletsLoadFailed, en.walletNotFound, en.transfersLoadFailed, en.walletLoadFailed, en.connectionLost, en.lostAnswer, en.chooseNewStatus, en.cancelFailed, en.updateStatusFailed, en.transferFailed]).toEqual([
      WALLETS_LOAD_FAILED,
      WALLET_NOT_FOUND,
      TRANSFERS_LOAD_ERROR,
      WALLET_LOAD_ERROR,
      CONNECTION_LOST_MESSAGE,
      LOST_ANSWER_MESSAGE,
      CHOOSE_STATUS_MESSAGE,
      CANCEL_TRANSFER_FAILED,
      UPDATE_TRANSFER_STATUS_FAILED,
      TRANSFER_FUNDS_FAILED,
    ])
  })

  it('a machine\'s message is found in the reader\'s language once the catalog has loaded', async () => {
    await loadCatalog(transfersMessages, 'ar')
    await loadCatalog(onboardingMessages, 'fr')
    expect(translateEnglish(CHOOSE_STATUS_MESSAGE, 'ar')).toBe('يُرجى اختيار الحالة الجديدة')
    expect(translateEnglish(PROMO_REQUEST_FAILED, 'fr')).toBe('Impossible de valider le code promo. Veuillez réessayer.')
  })
})
