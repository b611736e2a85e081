/** Money for the checkout (SPEC §9): card amounts with 2 decimals and the currency, crypto with 4 decimals in USDC. */
export function formatMoney(amount: number | string, currency: string, decimals = 2): string {
  const value = typeof amount === 'string' ? Number(amount) : amount
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(Number.isFinite(value) ? value : 0)
  } catch {
    return `${(Number.isFinite(value) ? value : 0).toFixed(decimals)} ${currency}`
  }
}

export function formatUsdc(amount: number): string {
  const value = Number.isFinite(amount) ? amount : 0
  return `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(value)} USDC`
}

/** Copies text; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
