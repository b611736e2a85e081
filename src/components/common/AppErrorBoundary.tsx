import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './ErrorScreen'

/** Catches render errors outside the router (providers, toasts), so nothing ever leaves a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  render() {
    if (this.state.error) return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />
    return this.props.children
  }
}
