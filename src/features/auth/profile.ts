import { updateProfile } from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { requestServerToken } from './server-token'
import { publishCurrentUser } from './session-sync'

export interface ProfileChanges {
  displayName: string
  photoURL: string
}

/**
 * Changes the name and photo, then renews the server token so its `name` claim (the author name
 * of new posts and comments) is the new one, and shows the change everywhere at once.
 */
export async function updateUserProfile({ displayName, photoURL }: ProfileChanges): Promise<void> {
  const user = auth.currentUser
  if (!user) throw new Error('Nobody is signed in')
  // An empty URL clears the photo; null would too, but the emulator's request schema refuses it.
  await updateProfile(user, { displayName: displayName.trim(), photoURL: photoURL.trim() })
  await user.reload()
  await requestServerToken(user, true)
  publishCurrentUser()
}
