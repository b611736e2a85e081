type Frames = Pick<typeof globalThis, 'requestAnimationFrame' | 'setTimeout'>

/**
 * Runs `start` in a task after the next frame is painted (a timer set from an animation frame callback fires
 * once that frame is on screen). A hidden page paints no frames: it starts at once.
 */
export function afterFirstPaint(start: () => void, page: Pick<Document, 'visibilityState'> = document, frames: Frames = globalThis): void {
  if (page.visibilityState === 'hidden') {
    start()
    return
  }
  frames.requestAnimationFrame(() => frames.setTimeout(start, 0))
}
