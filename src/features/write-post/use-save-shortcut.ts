import { useEffect } from 'react'

/**
 * Ctrl/Cmd+S on a writing screen saves, from any field or none, instead of opening the
 * browser's "Save page" dialog. `save` is the screen's own save action (issue 22).
 */
export function useSaveShortcut(save: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return
      if (event.key.toLowerCase() !== 's') return
      event.preventDefault()
      // A held key repeats: one save.
      if (!event.repeat) save()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [save])
}
