/**
 * An input whose value is written left to right in every language (an e-mail, a phone number): on an Arabic page it
 * keeps its direction and sits at the field's right edge, under its label, as the login's and the checkout's do
 * (src/checkout/styles.css).
 */
export const LTR_VALUE = { dir: 'ltr', css: { '[dir=rtl] &': { textAlign: 'right' } } } as const
