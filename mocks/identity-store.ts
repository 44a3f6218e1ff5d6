// An in-memory stand-in for the Firebase Auth emulator's accounts, so component tests run the
// real Firebase SDK against msw (handlers/identity.ts). Reset after every test.

export interface IdentityUser {
  localId: string
  email: string
  password: string | null
  displayName: string | null
  photoUrl: string | null
  emailVerified: boolean
  providerId: string
}

export interface SentEmail {
  requestType: string
  email: string
  /** Its link was followed (a code works once). */
  used?: boolean
}

export const identity = {
  users: new Map<string, IdentityUser>(),
  outbox: [] as SentEmail[],
  /**
   * The uids of sessions a test set directly (tests/setup/signed-in.ts), by email: the server
   * token such a session holds names that uid, as a real one would.
   */
  sessionUids: new Map<string, string>(),
}

export function resetIdentity(): void {
  identity.users.clear()
  identity.outbox = []
  identity.sessionUids.clear()
}

let counter = 0

/** Adds an account as if someone had signed up; returns it. */
export function addIdentityUser(
  overrides: Partial<IdentityUser> & { email: string },
): IdentityUser {
  counter += 1
  const user: IdentityUser = {
    localId: `uid${counter.toString(36).padStart(6, '0')}`,
    password: 'correct-password',
    displayName: null,
    photoUrl: null,
    emailVerified: false,
    providerId: 'password',
    ...overrides,
  }
  identity.users.set(user.email, user)
  return user
}

export function findUserById(localId: string): IdentityUser | undefined {
  return [...identity.users.values()].find((user) => user.localId === localId)
}

const PROJECT_ID = 'demo-quill'

function base64url(value: object): string {
  return btoa(JSON.stringify(value)).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '')
}

/** An unsigned ID token shaped like the emulator's. */
export function idTokenFor(user: IdentityUser): string {
  const now = Math.floor(Date.now() / 1000)
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    sub: user.localId,
    user_id: user.localId,
    email: user.email,
    email_verified: user.emailVerified,
    ...(user.displayName ? { name: user.displayName } : {}),
    firebase: { identities: { email: [user.email] }, sign_in_provider: user.providerId },
  }
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`
}

/** The account an ID token (or refresh token) names, if it still exists. */
export function userFromToken(token: string | null | undefined): IdentityUser | undefined {
  if (!token) return undefined
  if (token.startsWith('refresh-')) return findUserById(token.slice('refresh-'.length))
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as {
      sub?: string
    }
    return claims.sub ? findUserById(claims.sub) : undefined
  } catch {
    return undefined
  }
}
