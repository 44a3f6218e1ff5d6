import { signOut } from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { storeAccessToken } from '../../lib/http'

/** Log out: the server token goes first, so no call can carry it after the user is gone. */
export async function signOutUser(): Promise<void> {
  storeAccessToken(null)
  await signOut(auth)
}
