/**
 * EIP-681 payment request for USDC on Polygon PoS (chain id 137), the format wallet apps
 * (MetaMask, Trust, Rainbow, Coinbase Wallet…) read from a QR code:
 *   ethereum:<USDC contract>@137/transfer?address=<recipient>&uint256=<amount in base units>
 * USDC has 6 decimals, so 12.5 USDC is 12500000.
 */
export const POLYGON_CHAIN_ID = 137
/** Native USDC on Polygon PoS. */
export const POLYGON_USDC_CONTRACT = '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'
export const USDC_DECIMALS = 6

const ADDRESS = /^0x[0-9a-fA-F]{40}$/

export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && ADDRESS.test(value)
}

/** A positive amount → its USDC base units as a decimal string, without floating-point drift; null when invalid. */
export function toUsdcBaseUnits(amount: number): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || amount >= 1e12) return null
  const [whole = '0', fraction = ''] = amount.toFixed(USDC_DECIMALS).split('.')
  return (BigInt(whole) * 10n ** BigInt(USDC_DECIMALS) + BigInt(fraction.padEnd(USDC_DECIMALS, '0'))).toString()
}

/** The EIP-681 URI, or null when the address or the amount cannot make a valid one. */
export function usdcPaymentUri(address: unknown, amount: number): string | null {
  const units = toUsdcBaseUnits(amount)
  if (!isEvmAddress(address) || units === null) return null
  return `ethereum:${POLYGON_USDC_CONTRACT}@${POLYGON_CHAIN_ID}/transfer?address=${address}&uint256=${units}`
}
