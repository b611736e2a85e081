import { describe, expect, it, vi } from 'vitest'
import { afterFirstPaint } from '../../src/pageShells/afterFirstPaint'

function fakeFrames() {
  const frames: (() => void)[] = []
  const timers: (() => void)[] = []
  return {
    frames,
    timers,
    requestAnimationFrame: vi.fn((callback: FrameRequestCallback) => frames.push(() => callback(0))),
    setTimeout: vi.fn((callback: () => void) => timers.push(callback)),
  }
}

describe('afterFirstPaint', () => {
  it('starts in a task after the next frame, not in the frame and not before it', () => {
    const start = vi.fn()
    const frames = fakeFrames()
    afterFirstPaint(start, { visibilityState: 'visible' }, frames as never)
    expect(start).not.toHaveBeenCalled()
    frames.frames.shift()!()
    expect(start).not.toHaveBeenCalled()
    expect(frames.setTimeout).toHaveBeenCalledWith(start, 0)
    frames.timers.shift()!()
    expect(start).toHaveBeenCalledTimes(1)
  })

  it('starts at once on a hidden page, which paints no frame', () => {
    const start = vi.fn()
    const frames = fakeFrames()
    afterFirstPaint(start, { visibilityState: 'hidden' }, frames as never)
    expect(start).toHaveBeenCalledTimes(1)
    expect(frames.requestAnimationFrame).not.toHaveBeenCalled()
  })
})
