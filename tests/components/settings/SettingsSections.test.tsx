import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ColorModeSetting } from '../../../src/components/settings/ColorModeSetting'
import { SessionsSetting, type SessionsSettingProps } from '../../../src/components/settings/SessionsSetting'
import { TelegramSetting } from '../../../src/components/settings/TelegramSetting'
import { renderInDashboard } from '../../support/render'

const sessions = (change: Partial<SessionsSettingProps> = {}): SessionsSettingProps => ({
  confirming: false,
  signingOut: false,
  error: null,
  onOpen: vi.fn(),
  onConfirm: vi.fn(),
  onCancel: vi.fn(),
  ...change,
})

describe('the settings sections', () => {
  it('Telegram: the username with its @, or "Not provided", and the way to change it', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    const { rerender } = renderInDashboard(<TelegramSetting telegram="merchant_demo" onChange={onChange} />)
    expect(screen.getByText('@merchant_demo')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Change Telegram username' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    rerender(<TelegramSetting telegram={null} onChange={onChange} />)
    expect(screen.getByText('Not provided')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Add Telegram username' })).toBeInTheDocument()
  })

  it('Appearance: a "Dark mode" switch', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    renderInDashboard(<ColorModeSetting dark={false} onChange={onChange} />)
    const toggle = screen.getByLabelText('Dark mode')
    expect(toggle).not.toBeChecked()
    await user.click(toggle)
    expect(onChange).toHaveBeenCalledWith(true)
  })

  it('Sessions: "Log out of all sessions" opens a confirmation that says what happens', async () => {
    const user = userEvent.setup()
    const props = sessions()
    const { rerender } = renderInDashboard(<SessionsSetting {...props} />)
    await user.click(screen.getByRole('button', { name: 'Log out of all sessions' }))
    expect(props.onOpen).toHaveBeenCalledTimes(1)
    rerender(<SessionsSetting {...props} confirming />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Log out of all sessions?' })
    expect(within(dialog).getByText(/signed out here and on every other browser and device/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Log out of all sessions' }))
    expect(props.onConfirm).toHaveBeenCalledTimes(1)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(props.onCancel).toHaveBeenCalledTimes(1)
  })

  it('Sessions: busy while signing out, a failure in words with the button as the retry', async () => {
    const { rerender } = renderInDashboard(<SessionsSetting {...sessions({ confirming: true, signingOut: true })} />)
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
    rerender(<SessionsSetting {...sessions({ confirming: true, error: 'Failed to log out of all sessions' })} />)
    expect(await within(dialog).findByText('Failed to log out of all sessions')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Log out of all sessions' })).toBeEnabled()
  })
})
