// The one Firebase app and Auth instance of the client. In emulator mode (the embedded default)
// Auth talks to the local emulator; with a real project, to Google.
import { initializeApp } from 'firebase/app'
import { connectAuthEmulator, getAuth } from 'firebase/auth'
import { clientConfig } from './client-config'

export const firebaseApp = initializeApp(clientConfig.firebase)

export const auth = getAuth(firebaseApp)

/** True when Auth is the emulator: social sign-in is emulated and the dev mailbox exists. */
export const isAuthEmulated = clientConfig.authEmulatorUrl !== null

if (clientConfig.authEmulatorUrl) {
  connectAuthEmulator(auth, clientConfig.authEmulatorUrl, { disableWarnings: true })
}
