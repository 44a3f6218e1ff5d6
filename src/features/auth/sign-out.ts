import { storeAccessToken } from '../../lib/http'

/**
 * Log out: the server token goes first, so no call can carry it after the user is gone. Firebase
 * is imported here, not at the top: the header's Log out button is on the first load, which must
 * not carry the SDK (docs/decisions/0018); by the time anyone is signed in it is loaded.
 */
export async function signOutUser(): Promise<void> {
  storeAccessToken(null)
  const [{ signOut }, { auth }] = await Promise.all([
    import('firebase/auth'),
    import('../../lib/firebase'),
  ])
  await signOut(auth)
}
