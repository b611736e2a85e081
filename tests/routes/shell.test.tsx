import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderRoute } from '../support/render'

describe('app shell', () => {
  it('shows the not-found page for any unknown path, with a way home', async () => {
    renderRoute('/no/such/page')
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/')
  })

  it('shows the landing index with the product name at /', async () => {
    renderRoute('/')
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getAllByText('Paygrid').length).toBeGreaterThan(0)
  })
})
