/**
 * Subresource Integrity metadata the app accepts for code from another origin: one SHA-384 or SHA-512
 * digest, base64. Checked before use because a browser treats metadata it cannot parse (a typo, an
 * unknown algorithm) as no metadata and then runs the file unchecked.
 */
const SRI = /^sha(384-[A-Za-z0-9+/]{64}|512-[A-Za-z0-9+/]{86}==)$/

export function isSubresourceIntegrity(value: unknown): value is string {
  return typeof value === 'string' && SRI.test(value)
}
