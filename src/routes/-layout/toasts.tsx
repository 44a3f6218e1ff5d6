import { useSyncExternalStore } from 'react'
import { MAX_TOASTS, TOAST_DURATION, loadedSonner } from '../../lib/toast'
import { useT } from '../../lib/i18n/context'

/** sonner's Toaster, mounted once the first toast has brought the library (lib/toast.ts). */
export function Toasts({ theme }: { theme: 'light' | 'dark' }) {
  const sonner = useSyncExternalStore(loadedSonner.subscribe, loadedSonner.get, () => null)
  const t = useT()
  if (!sonner) return null
  const { Toaster } = sonner
  return (
    <Toaster
      theme={theme}
      closeButton
      duration={TOAST_DURATION.blank}
      visibleToasts={MAX_TOASTS}
      containerAriaLabel={t('toasts.region')}
    />
  )
}
