// Mantine's colour scheme stored the way the spec says: localStorage.isDarkMode holds the text
// 'true' or 'false', and only the exact text 'true' means dark. public/early.js applies
// the same rule before the first paint.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core'

export const DARK_MODE_KEY = 'isDarkMode'

export function readIsDarkMode(): boolean {
  try {
    return window.localStorage.getItem(DARK_MODE_KEY) === 'true'
  } catch {
    return false
  }
}

export function isDarkModeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined
  return {
    get: () => (readIsDarkMode() ? 'dark' : 'light'),
    set: (value: MantineColorScheme) => {
      try {
        window.localStorage.setItem(DARK_MODE_KEY, String(value === 'dark'))
      } catch {
        // Storage blocked: the choice lasts for this visit only.
      }
    },
    // Another tab toggled: follow it.
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === window.localStorage && event.key === DARK_MODE_KEY) {
          onUpdate(event.newValue === 'true' ? 'dark' : 'light')
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
