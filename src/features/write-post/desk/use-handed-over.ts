// The editor's side of the new post's hand-over (carry-over.ts, ADR 0078): as it opens, the text
// typed and the image chosen since the first save go into the form, and the caret where it was.
import { type RefObject, useEffect, useRef } from 'react'
import { type Caret, type CarryOver, restoreCaret, takeHandOver } from './carry-over'

interface HandedOverOptions {
  postId: string
  form: RefObject<HTMLFormElement | null>
  /** Puts what was carried into the form. */
  put: (carried: CarryOver) => void
  /** Runs once as the editor opens, with what was carried (undefined: opened from elsewhere). */
  opened: (carried: CarryOver | undefined) => void
}

export function useHandedOver({ postId, form, put, opened }: HandedOverOptions): void {
  /** Where to put the caret once the text it stands in is drawn. */
  const caret = useRef<Caret | undefined>(undefined)
  useEffect(() => {
    const carried = takeHandOver(postId)
    if (carried?.text) {
      caret.current = carried.caret
      put(carried)
    } else {
      if (carried?.image) put(carried)
      restoreCaret(form.current, carried?.caret)
    }
    opened(carried)
    // Once, as the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEffect(() => {
    if (!caret.current) return
    restoreCaret(form.current, caret.current)
    caret.current = undefined
  })
}
