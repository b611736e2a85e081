import { defineCatalog } from '../catalog'

/**
 * The words every signed-in and public screen shares (the frame, tables, forms, dialogs, toasts): SPEC's strings word for
 * word and the product's own. French and Arabic are typed against these (a missing key fails `tsc`).
 */
const commonEn = {
  language: 'Language',
}

export type CommonMessages = typeof commonEn

export const commonMessages = defineCatalog('common', commonEn, {
  fr: () => import('./common.fr').then((module) => module.commonFr),
  ar: () => import('./common.ar').then((module) => module.commonAr),
})
