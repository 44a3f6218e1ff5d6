// Whose kept cache this is (docs/decisions/0040). Each person's copy is stored under their own
// key, and only one copy exists at a time: whoever comes next (signing out, another person
// signing in) finds the previous person's copy wiped, so nothing private outlives a session.

/** The key of the kept cache of a signed-out reader. */
export const VISITOR = 'visitor'

/**
 * The person the stored server token names (its `sub`), read without verifying it: it only
 * chooses which copy to open, and a copy is never sent anywhere. Readable before Firebase has
 * loaded, so the first screen can start from the right copy.
 */
export function ownerOfToken(token: string | null): string {
  const payload = token?.split('.')[1]
  if (!payload) return VISITOR
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/')) as string
    const { sub } = JSON.parse(json) as { sub?: unknown }
    return typeof sub === 'string' && sub !== '' ? sub : VISITOR
  } catch {
    return VISITOR
  }
}

export const partitionKey = (owner: string) => `cache:${owner}`
