/** SPEC §9: a wallet ID is shown as its first 12 characters, "...", and its last 4 (short ones as they are). */
export function shortWalletId(id: string): string {
  return id.length > 16 ? `${id.slice(0, 12)}...${id.slice(-4)}` : id
}
