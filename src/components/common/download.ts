/** Hands a file the page made (a CSV, a QR code) to the browser as a download. */
export function downloadFile(contents: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }))
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.rel = 'noopener'
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoked on the next task: the download has been handed over by then.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
