// A person on the real server (real-server.ts): an Auth emulator account with a verified email,
// and the server's own token for it, as the browser gets one.
import { randomBytes } from 'node:crypto'
import { inject } from 'vitest'
import { EMULATOR_PROJECT_ID } from '../../server/config'

const PASSWORD = 'correct horse battery staple'

/** Calls the emulator's Identity Toolkit API at `emulatorUrl`; `admin` as the project's owner. */
function emulatorCall(emulatorUrl: string) {
  return async <T>(endpoint: string, body: unknown, admin = false): Promise<T> => {
    const res = await fetch(
      `${emulatorUrl}/identitytoolkit.googleapis.com/v1/${endpoint}?key=any`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(admin ? { authorization: 'Bearer owner' } : {}),
        },
        body: JSON.stringify(body),
      },
    )
    if (!res.ok) throw new Error(`${endpoint}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
}

/** Makes an account with PASSWORD and a verified email in the emulator at `emulatorUrl`. */
export async function createAccount(
  emulatorUrl: string,
  email: string,
  displayName: string,
): Promise<void> {
  const call = emulatorCall(emulatorUrl)
  const { localId } = await call<{ localId: string }>('accounts:signUp', {
    email,
    password: PASSWORD,
    returnSecureToken: true,
  })
  await call(
    `projects/${EMULATOR_PROJECT_ID}/accounts:update`,
    { localId, emailVerified: true, displayName },
    true,
  )
}

/** Signs in with the password; answers the server's token, or the emulator's refusal. */
export async function signIn(
  serverUrl: string,
  emulatorUrl: string,
  email: string,
): Promise<string> {
  const { idToken } = await emulatorCall(emulatorUrl)<{ idToken: string }>(
    'accounts:signInWithPassword',
    { email, password: PASSWORD, returnSecureToken: true },
  )
  const res = await fetch(`${serverUrl}/api/getToken`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ email }),
  })
  if (!res.ok) throw new Error(`getToken: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { token: string }).token
}

/** An emulator user with a verified email, and the server's token for it. */
export async function signUp(
  serverUrl: string,
  prefix = 'crash',
): Promise<{ email: string; token: string }> {
  const emulator = `http://${inject('emulatorHost')}`
  const email = `${prefix}-${randomBytes(4).toString('hex')}@example.com`
  await createAccount(emulator, email, email.split('@')[0] ?? prefix)
  return { email, token: await signIn(serverUrl, emulator, email) }
}
