/** The meta element in which the build lists the scripts a page needs (scripts/firstLoadChunks.ts). */
export const CHUNKS_META = 'paygrid:chunks'

/** Fetches, in parallel, every script the page's HTML lists: the app's and its route's, before the router asks for them. */
export function preloadChunks(page: Pick<Document, 'querySelector' | 'createElement' | 'head'>): void {
  const files = page.querySelector<HTMLMetaElement>(`meta[name="${CHUNKS_META}"]`)?.content.split(' ').filter(Boolean) ?? []
  for (const href of files) {
    const link = page.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    page.head.append(link)
  }
}
