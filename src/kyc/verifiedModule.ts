import { isSubresourceIntegrity } from '../../security/integrity'

/**
 * Imports an ES module from another origin only after the browser has checked it against its Subresource
 * Integrity hash. import() cannot carry integrity, so a `<script type="module" integrity>` element fetches,
 * checks and runs it first; the import() that follows is answered from the document's module map (keyed by
 * URL) with that same checked module, without fetching again. A missing or malformed hash refuses at once:
 * a browser ignores integrity metadata it cannot parse and would run the file unchecked.
 */
export function importVerifiedModule<T>(
  url: string,
  integrity: string,
  { document: doc = document, importModule = (href: string) => import(/* @vite-ignore */ href) as Promise<T> }: { document?: Document; importModule?: (href: string) => Promise<T> } = {},
): Promise<T> {
  if (url.trim() === '') return Promise.reject(new Error('The module URL is not configured'))
  if (!isSubresourceIntegrity(integrity)) return Promise.reject(new Error(`No valid integrity hash for ${url}: it is not loaded`))
  return new Promise<T>((resolve, reject) => {
    const script = doc.createElement('script')
    script.type = 'module'
    script.setAttribute('crossorigin', 'anonymous')
    script.setAttribute('integrity', integrity)
    script.src = url
    script.addEventListener('load', () => {
      script.remove()
      resolve(importModule(script.src))
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error(`${url} did not load or failed its integrity check`))
    })
    doc.head.append(script)
  })
}
