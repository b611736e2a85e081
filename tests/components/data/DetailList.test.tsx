import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DetailList } from '../../../src/components/data/DetailList'
import { renderInDashboard } from '../../support/render'

describe('DetailList', () => {
  it('pairs each label with its value in a definition list, user text inert', () => {
    renderInDashboard(<DetailList items={[['Name', '<img src=x onerror=alert(1)>'], ['Balance', '$1.00']]} />)
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent])
    expect(terms).toEqual([['Name', '<img src=x onerror=alert(1)>'], ['Balance', '$1.00']])
    expect(document.querySelector('img')).toBeNull()
  })
})
