import type { User } from '../../../src/machines/auth/authMachine'

/** The merchant as the settings machines start from it. */
export const settingsUser: User = {
  email: 'merchant@paygrid.test',
  first_name: 'Maya',
  last_name: 'Merchant',
  phone: '+1 555 0102',
  is_admin: false,
  is_staff: false,
  is_client: true,
  is_kyc: true,
  telegram: 'merchant_demo',
  subscription: { plan: 'pro', active: true },
}
