/** The session tokens under the local storage keys SPEC §9 fixes. Storage may throw (private mode, quota): treat that as "no token". */
export const ACCESS_KEY = 'access'
export const REFRESH_KEY = 'refresh'

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null
  } catch {
    return null
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key)
    else globalThis.localStorage?.setItem(key, value)
  } catch {
    // A session that cannot be persisted still works for this page.
  }
}

export const tokens = {
  access: () => read(ACCESS_KEY),
  refresh: () => read(REFRESH_KEY),
  save(pair: { access: string; refresh: string }) {
    write(ACCESS_KEY, pair.access)
    write(REFRESH_KEY, pair.refresh)
  },
  removeAccess: () => write(ACCESS_KEY, null),
  clear() {
    write(ACCESS_KEY, null)
    write(REFRESH_KEY, null)
  },
}
