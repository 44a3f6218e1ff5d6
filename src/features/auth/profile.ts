import { updateProfile } from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { http } from '../../lib/http'
import { requestServerToken } from './server-token'
import { publishCurrentUser } from './session-sync'

export interface ProfileChanges {
  displayName: string
  photoURL: string
  /** Quill's own (the identity provider has none); undefined leaves it as it is. */
  bio?: string | undefined
  /** Their handle, `/@handle` (issue 24); '' takes it away, undefined leaves it as it is. */
  handle?: string | undefined
}

/**
 * Changes the name and photo, then renews the server token so its `name` claim (the author name
 * of new posts and comments) is the new one, saves the profile every reader sees (name, photo,
 * bio: docs/decisions/0024), and shows the change everywhere at once.
 */
export async function updateUserProfile({
  displayName,
  photoURL,
  bio,
  handle,
}: ProfileChanges): Promise<void> {
  const user = auth.currentUser
  if (!user) throw new Error('Nobody is signed in')
  // An empty URL clears the photo; null would too, but the emulator's request schema refuses it.
  await updateProfile(user, { displayName: displayName.trim(), photoURL: photoURL.trim() })
  await user.reload()
  await requestServerToken(user, true)
  await http.put('profile', {
    json: {
      displayName: displayName.trim(),
      photoURL: photoURL.trim(),
      ...(bio === undefined ? {} : { bio: bio.trim() }),
      ...(handle === undefined ? {} : { handle: handle.trim() }),
    },
  })
  publishCurrentUser()
}
