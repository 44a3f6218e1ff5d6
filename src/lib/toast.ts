// Toasts with the durations of spec §9, so every screen shows messages the same way:
// blank, error and custom 4 s, success 2 s, loading until dismissed, at most 20 held.
//
// sonner comes with the first toast, not on the first load (docs/decisions/0018): each helper
// queues its call until the library has arrived, and the layout mounts the Toaster then
// (routes/-layout/toasts.tsx). sonner replays the toasts it already holds to a Toaster that
// mounts later, so nothing shown before it is lost.
import type { ReactElement, ReactNode } from 'react'
import type * as SonnerModule from 'sonner'
import type { ExternalToast } from 'sonner'

export const TOAST_DURATION = {
  blank: 4000,
  error: 4000,
  custom: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
} as const

export const MAX_TOASTS = 20

type Sonner = typeof SonnerModule
type Options = Omit<ExternalToast, 'duration'>
type ToastId = number | string

let sonner: Sonner | null = null
let loading: Promise<Sonner> | null = null
const listeners = new Set<() => void>()

export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module
      for (const listener of listeners) listener()
      return module
    },
    (error: unknown) => {
      loading = null
      throw error
    },
  )
  return loading
}

/** The library once loaded (null before the first toast), for the layout's Toaster. */
export const loadedSonner = {
  get: (): Sonner | null => sonner,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

function run(call: (library: Sonner) => void): void {
  if (sonner) call(sonner)
  else void loadSonner().then(call, () => undefined)
}

let nextId = 0
/** The helpers answer an id at once, before sonner is here, so a toast can be dismissed by it. */
const idOf = (options?: Options): ToastId => options?.id ?? `quill-toast-${++nextId}`

export const notify = {
  blank: (message: ReactNode, options?: Options): ToastId => {
    const id = idOf(options)
    run(({ toast }) => toast(message, { ...options, id, duration: TOAST_DURATION.blank }))
    return id
  },
  success: (message: ReactNode, options?: Options): ToastId => {
    const id = idOf(options)
    // One that offers an action (issue 22's 'View post') stays as long as a blank one: 2 s is
    // too short to read it and reach its button.
    const duration = options?.action ? TOAST_DURATION.blank : TOAST_DURATION.success
    run(({ toast }) => toast.success(message, { ...options, id, duration }))
    return id
  },
  error: (message: ReactNode, options?: Options): ToastId => {
    const id = idOf(options)
    run(({ toast }) => toast.error(message, { ...options, id, duration: TOAST_DURATION.error }))
    return id
  },
  loading: (message: ReactNode, options?: Options): ToastId => {
    const id = idOf(options)
    run(({ toast }) => toast.loading(message, { ...options, id, duration: TOAST_DURATION.loading }))
    return id
  },
  custom: (render: (id: ToastId) => ReactElement, options?: Options): ToastId => {
    const id = idOf(options)
    run(({ toast }) => toast.custom(render, { ...options, id, duration: TOAST_DURATION.custom }))
    return id
  },
  dismiss: (id?: ToastId): void => run(({ toast }) => toast.dismiss(id)),
}
