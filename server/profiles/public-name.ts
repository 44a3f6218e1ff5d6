// A name shown to the public is never an email address (docs/decisions/0024). Before issue 14 a
// user without a display name was named by their email, and rows from then still say so.
import { DISPLAY_NAME_MAX } from '../../contract/profiles'
import { nameText } from '../../contract/name-text'

const EMAIL = /^([^@\s]+)@[^@\s]+$/

/** The name, or for an email address its part before the '@'. */
export function publicName(name: string): string {
  const match = EMAIL.exec(name.trim())
  return match?.[1] ?? name
}

/**
 * The name rules, for a name from anywhere (the identity provider, another server): one line of
 * visible text (contract/name-text.ts: no control, bidi or zero-width characters, line breaks
 * made one space), cut to `max` characters; '' when nothing is left. What a form would refuse is
 * cut or dropped here, because a name that comes with a sign-in or an activity cannot be sent back.
 */
export function cleanName(name: string, max = DISPLAY_NAME_MAX): string {
  // A cut first, so a name of megabytes costs no more than a long one (the cut keeps far more
  // than `max` characters, in case many of them are dropped).
  let cut = name.slice(0, max * 16)
  // Not half of a character: a high surrogate cut from its pair is no character at all.
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  const text = nameText(cut)
  return [...text].slice(0, max).join('').trim()
}
