// A text box whose words are checked before they go (a comment's edit, a reply, a reason): the
// error shows under the box and goes as soon as the writer types again.
import { type ChangeEvent, useState } from 'react'

export function useTextDraft(initial = '') {
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  return {
    text,
    setText,
    error,
    setError,
    /** The box's value and error, and typing that clears the error. */
    field: {
      value: text,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setText(event.currentTarget.value)
        setError(null)
      },
    },
    /**
     * The text trimmed, or null once the box says why it cannot go: `empty` when nothing is
     * written, `tooLong` past `max` characters.
     */
    checked: (empty: string, max = Infinity, tooLong = ''): string | null => {
      const trimmed = text.trim()
      const refused = !trimmed ? empty : trimmed.length > max ? tooLong : null
      if (refused) setError(refused)
      return refused ? null : trimmed
    },
  }
}
