// Where to send someone after they sign in. Only a path on this site is accepted, so a crafted
// link like /login?redirect=https://evil.example cannot carry a fresh session elsewhere.

const BASE = 'http://quill.invalid'

function hasUnsafeCharacter(value: string): boolean {
  return Array.from(value).some(
    (char) => char === '\\' || char.charCodeAt(0) < 0x20 || char === '\u007f',
  )
}

/** The same-origin path (with search and hash) that `value` names, or undefined. */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  // '//host' and '/\host' are protocol-relative to browsers; control characters hide tricks.
  if (!value.startsWith('/') || value.startsWith('//') || hasUnsafeCharacter(value)) {
    return undefined
  }
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  if (url.origin !== BASE) return undefined
  const path = `${url.pathname}${url.search}${url.hash}`
  // Back to the login screen would only loop.
  if (/^\/(login|register)(\/|$|\?|#)/.test(path)) return undefined
  return path
}

export interface RedirectSearch {
  redirect?: string
}

/**
 * validateSearch for screens that send the user on: `?redirect=` survives only if safe. The key
 * is always returned, because the router merges what this answers over the raw search.
 */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  return { redirect: safeRedirect(search.redirect) }
}
