import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLatest } from '../../../src/components/common/useLatest'

describe('useLatest', () => {
  it('is the same reader on every render, and reads the value of the latest render', () => {
    const { result, rerender } = renderHook(({ value }) => useLatest(value), { initialProps: { value: 'English' } })
    const reader = result.current
    expect(reader()).toBe('English')
    rerender({ value: 'Français' })
    expect(result.current).toBe(reader)
    expect(reader()).toBe('Français')
  })
})
