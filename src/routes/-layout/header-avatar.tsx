import { useState } from 'react'
import classes from './shell.module.css'

/** Initials as Mantine's Avatar draws them ("Ada Lovelace" → "AL"), without its code. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/)
  if (words.length === 1) return name.trim().slice(0, 2).toUpperCase()
  return words
    .map((word) => word[0])
    .slice(0, 2)
    .join('')
    .toUpperCase()
}

/**
 * The signed-in person beside the header's Profile link: their photo, or their initials when
 * there is none or it fails to load. On every page's first load, so a few lines rather than
 * Mantine's Avatar (docs/decisions/0018). Silent to a screen reader: the link says Profile.
 */
export function HeaderAvatar({ name, photoURL }: { name: string; photoURL: string | null }) {
  const [failed, setFailed] = useState(false)
  return (
    <span className={classes.avatar} aria-hidden>
      {photoURL && !failed ? (
        <img src={photoURL} alt="" width={24} height={24} onError={() => setFailed(true)} />
      ) : (
        initialsOf(name)
      )}
    </span>
  )
}
