// Radix Toast's defaults are the spec's: one at a time here, 5 s display, swipe right past 50 px, F8 hotkey.
export const TOAST_DURATION_MS = 5000

export interface ToastMessage {
  title: string
  description?: string
  variant?: 'default' | 'error' | 'success'
}
