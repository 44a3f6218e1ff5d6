// The one Firebase app and Auth instance of the client. In emulator mode (the embedded default)
// Auth talks to the local emulator; with a real project, to Google.
//
// Nothing on the first load imports this module (docs/decisions/0018): the auth feature loads it
// after the first paint, and screens that sign in import it from their own route chunks.
import { initializeApp } from 'firebase/app'
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth'
import { clientConfig, isAuthEmulated } from './client-config'

export const firebaseApp = initializeApp(clientConfig.firebase)

// What getAuth() would set up, minus what this app never uses: session-only persistence, and, in
// emulator mode, the popup/redirect resolver, which fetches Google's scripts at start-up (a
// console error offline) for a popup the emulator cannot show (social.ts emulates it). A real
// project keeps the resolver, which also completes a redirect sign-in on return.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
  ...(isAuthEmulated ? {} : { popupRedirectResolver: browserPopupRedirectResolver }),
})

if (clientConfig.authEmulatorUrl) {
  connectAuthEmulator(auth, clientConfig.authEmulatorUrl, { disableWarnings: true })
}
