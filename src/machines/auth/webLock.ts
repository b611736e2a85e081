/**
 * Runs `task` while holding a lock shared by every tab of this origin (Web Locks), so that
 * several tabs never refresh the session at the same time. Without Web Locks the task runs
 * at once: the caller still re-reads the shared storage before doing the work.
 */
export function withTabLock<T>(name: string, task: () => Promise<T>, locks: LockManager | undefined = globalThis.navigator?.locks): Promise<T> {
  if (!locks?.request) return task()
  return locks.request(name, { mode: 'exclusive' }, task) as Promise<T>
}
