/**
 * How transactions and transfers move wallet balances. Every change goes through
 * "remove the old effect, change the record, add the new effect", so balances always
 * equal opening balance + effects.
 *
 * - A transaction settles into its merchant's wallet in the wallet's currency: charged in
 *   another currency, its gross and fee are converted at the rate in force when it was
 *   created, and that settlement is recorded on it (`settlement`), so the rate never moves
 *   afterwards. It credits the settled net (gross - fee): PENDING to `pending`, COMPLETED to
 *   `balance`; FAILED and CANCELED/CANCELLED have no effect.
 * - A transfer reserves its amount (in the wallet's currency) out of `balance` while
 *   PENDING, PROCESSING or COMPLETED; FAILED and CANCELLED give it back.
 */
import { convert, rateAt, SETTLEMENT_CURRENCY } from './exchangeRates.ts'
import type { SandboxData, SettlementRecord, TransactionRecord, TransferRecord, WalletRecord } from './records.ts'

export function walletOf(data: SandboxData, userId: string): WalletRecord | undefined {
  return data.wallets.find((wallet) => wallet.userId === userId)
}

/** Newest first; transactions of the same moment in the reverse order they were added (ids are opaque, not ordered). */
export function newestFirst(data: SandboxData, txs: TransactionRecord[]): TransactionRecord[] {
  const added = new Map(data.transactions.map((tx, index) => [tx, index]))
  return [...txs].sort((a, b) => b.created_at - a.created_at || (added.get(b) ?? 0) - (added.get(a) ?? 0))
}

/** The merchant's net in the charged currency. */
export function netOf(tx: TransactionRecord): number {
  return tx.gross - tx.fee
}

/** The transaction converted into its wallet's currency at the rate in force at its creation. */
function settle(data: SandboxData, tx: TransactionRecord): SettlementRecord {
  const currency = walletOf(data, tx.ownerId)?.currency ?? SETTLEMENT_CURRENCY
  if (tx.currency === currency) return { currency, gross: tx.gross, fee: tx.fee, rate: null }
  const rate = rateAt(data.exchangeRates, tx.currency, currency, tx.created_at)
  return { currency, gross: convert(tx.gross, rate.rate), fee: convert(tx.fee, rate.rate), rate }
}

/** The settlement the ledger recorded on the transaction. */
export function settlementOf(tx: TransactionRecord): SettlementRecord {
  if (!tx.settlement) throw new Error(`Transaction ${tx.id} was not added through the ledger: it has no settlement.`)
  return tx.settlement
}

/** What the transaction credits its wallet, in the wallet's currency. */
export function settledNetOf(tx: TransactionRecord): number {
  const settlement = settlementOf(tx)
  return settlement.gross - settlement.fee
}

function applyTransaction(data: SandboxData, tx: TransactionRecord, sign: 1 | -1, now: number): void {
  const wallet = walletOf(data, tx.ownerId)
  if (!wallet) return
  if (tx.status === 'PENDING') wallet.pending += sign * settledNetOf(tx)
  else if (tx.status === 'COMPLETED') wallet.balance += sign * settledNetOf(tx)
  else return
  wallet.updated_at = now
}

/** Adds a new transaction, records its settlement and adds its wallet effect. */
export function addTransaction(data: SandboxData, tx: TransactionRecord, now: number): void {
  tx.settlement = settle(data, tx)
  data.transactions.push(tx)
  applyTransaction(data, tx, 1, now)
}

/** Changes a transaction and moves the wallet accordingly. */
export function updateTransaction(
  data: SandboxData,
  tx: TransactionRecord,
  change: Partial<Omit<TransactionRecord, 'id' | 'ownerId'>>,
  now: number,
): void {
  applyTransaction(data, tx, -1, now)
  const charged = tx.gross !== (change.gross ?? tx.gross) || tx.fee !== (change.fee ?? tx.fee) || tx.currency !== (change.currency ?? tx.currency)
  Object.assign(tx, change, { updated_at: now })
  // A changed charge settles again, still at the rate in force when the transaction was created.
  if (charged) tx.settlement = settle(data, tx)
  applyTransaction(data, tx, 1, now)
}

export function removeTransaction(data: SandboxData, tx: TransactionRecord, now: number): void {
  applyTransaction(data, tx, -1, now)
  data.transactions = data.transactions.filter((item) => item !== tx)
}

function reserves(transfer: TransferRecord): boolean {
  return transfer.status === 'PENDING' || transfer.status === 'PROCESSING' || transfer.status === 'COMPLETED'
}

function applyTransfer(data: SandboxData, transfer: TransferRecord, sign: 1 | -1, now: number): void {
  const wallet = data.wallets.find((item) => item.id === transfer.walletId)
  if (!wallet || !reserves(transfer)) return
  wallet.balance -= sign * transfer.amount
  wallet.updated_at = now
}

export function addTransfer(data: SandboxData, transfer: TransferRecord, now: number): void {
  data.transfers.push(transfer)
  applyTransfer(data, transfer, 1, now)
}

export function updateTransfer(
  data: SandboxData,
  transfer: TransferRecord,
  change: Partial<Omit<TransferRecord, 'id' | 'walletId'>>,
  now: number,
): void {
  applyTransfer(data, transfer, -1, now)
  Object.assign(transfer, change, { updated_at: now })
  applyTransfer(data, transfer, 1, now)
}

export function removeTransfer(data: SandboxData, transfer: TransferRecord, now: number): void {
  applyTransfer(data, transfer, -1, now)
  data.transfers = data.transfers.filter((item) => item !== transfer)
}

