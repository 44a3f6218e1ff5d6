// A comment refused when it was finally sent (docs/decisions/0040): the form that sent it puts
// its text back itself, but a comment restored after the tab was closed has no form listening.
// Its text waits here for its post's comment box instead, which takes it if it is empty: the
// toast says why it was refused, and what was written is not lost.
import { useEffect } from 'react'

const returned = new Map<string, string>()
const listeners = new Set<() => void>()

/** Keeps the refused comment's text for the box of `postId`. */
export function returnText(postId: string, comment: string): void {
  returned.set(postId, comment)
  for (const listener of listeners) listener()
}

/** Calls `take` with a text refused for this post, now and whenever one comes, and forgets it. */
export function useReturnedText(postId: string, take: (text: string) => void): void {
  useEffect(() => {
    const check = () => {
      const text = returned.get(postId)
      if (text === undefined) return
      returned.delete(postId)
      take(text)
    }
    check()
    listeners.add(check)
    return () => {
      listeners.delete(check)
    }
  }, [postId, take])
}
