/** The app's toasts as a flow's wiring uses them: each flow takes the kinds it shows. */
export interface Notifier {
  success: (title: string) => unknown
  error: (title: string) => unknown
  info: (title: string) => unknown
}
