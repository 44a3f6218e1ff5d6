// Toasts with the durations of spec §9, so every screen shows messages the same way:
// blank, error and custom 4 s, success 2 s, loading until dismissed, at most 20 held.
import type { ReactElement, ReactNode } from 'react'
import { type ExternalToast, toast } from 'sonner'

export const TOAST_DURATION = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const

export const MAX_TOASTS = 20

type Options = Omit<ExternalToast, 'duration'>

export const notify = {
  blank: (message: ReactNode, options?: Options) =>
    toast(message, { ...options, duration: TOAST_DURATION.blank }),
  success: (message: ReactNode, options?: Options) =>
    toast.success(message, { ...options, duration: TOAST_DURATION.success }),
  error: (message: ReactNode, options?: Options) =>
    toast.error(message, { ...options, duration: TOAST_DURATION.error }),
  loading: (message: ReactNode, options?: Options) =>
    toast.loading(message, { ...options, duration: TOAST_DURATION.loading }),
  custom: (render: (id: number | string) => ReactElement, options?: Options) =>
    toast.custom(render, { ...options, duration: TOAST_DURATION.custom }),
  dismiss: (id?: number | string) => toast.dismiss(id),
}
