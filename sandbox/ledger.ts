/**
 * How transactions and transfers move wallet balances. Every change goes through
 * "remove the old effect, change the record, add the new effect", so balances always
 * equal opening balance + effects.
 *
 * - A transaction credits the merchant's net amount (gross - fee): PENDING to
 *   `pending`, COMPLETED to `balance`; FAILED and CANCELED/CANCELLED have no effect.
 * - A transfer reserves its amount out of `balance` while PENDING, PROCESSING or
 *   COMPLETED; FAILED and CANCELLED give it back.
 */
import type { SandboxData, TransactionRecord, TransferRecord, WalletRecord } from './store.ts'

export function walletOf(data: SandboxData, userId: string): WalletRecord | undefined {
  return data.wallets.find((wallet) => wallet.userId === userId)
}

/** Newest first; transactions of the same moment in the reverse order they were added (ids are opaque, not ordered). */
export function newestFirst(data: SandboxData, txs: TransactionRecord[]): TransactionRecord[] {
  const added = new Map(data.transactions.map((tx, index) => [tx, index]))
  return [...txs].sort((a, b) => b.created_at - a.created_at || (added.get(b) ?? 0) - (added.get(a) ?? 0))
}

export function netOf(tx: TransactionRecord): number {
  return tx.gross - tx.fee
}

function applyTransaction(data: SandboxData, tx: TransactionRecord, sign: 1 | -1, now: number): void {
  const wallet = walletOf(data, tx.ownerId)
  if (!wallet) return
  if (tx.status === 'PENDING') wallet.pending += sign * netOf(tx)
  else if (tx.status === 'COMPLETED') wallet.balance += sign * netOf(tx)
  else return
  wallet.updated_at = now
}

/** Adds a new transaction and its wallet effect. */
export function addTransaction(data: SandboxData, tx: TransactionRecord, now: number): void {
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
  Object.assign(tx, change, { updated_at: now })
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

