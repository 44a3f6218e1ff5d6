// Mantine's colour scheme stored the way the spec says: localStorage.isDarkMode holds the text
// 'true' or 'false', and only the exact text 'true' means dark. Until the person has chosen
// (nothing stored) the scheme follows the system's, 'auto' (issue 22). public/early.js applies
// the same rule before the first paint.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'

export const DARK_MODE_KEY = 'isDarkMode'

/** The stored choice: 'dark', 'light', or 'auto' when none is stored (or storage is blocked). */
export function readStoredScheme(): MantineColorScheme {
  try {
    const stored = window.localStorage.getItem(DARK_MODE_KEY)
    if (stored === null) return 'auto'
    return stored === 'true' ? 'dark' : 'light'
  } catch {
    return 'auto'
  }
}

export function isDarkModeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined
  return {
    get: () => readStoredScheme(),
    set: (value: MantineColorScheme) => {
      try {
        if (value === 'auto') window.localStorage.removeItem(DARK_MODE_KEY)
        else window.localStorage.setItem(DARK_MODE_KEY, String(value === 'dark'))
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
    },
    // Another tab toggled: follow it.
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === window.localStorage && event.key === DARK_MODE_KEY) {
          onUpdate(event.newValue === null ? 'auto' : event.newValue === 'true' ? 'dark' : 'light')
        }
      }
      window.addEventListener('storage', listener)
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener)
    },
    clear: () => {
      try {
        window.localStorage.removeItem(DARK_MODE_KEY)
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  }
}
