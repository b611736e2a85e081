import { paymentEn } from './messages/payment.en'
import { addEnglish } from './translator'

// The payment screens' English words join the catalog when the module of a screen that speaks them loads (each such
// component imports this module), so the page's first load does not carry them.
addEnglish(paymentEn)
