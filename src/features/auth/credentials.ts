// Email-and-password sign-in, sign-up and password reset against Firebase Auth.
import {
  createUserWithEmailAndPassword,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  updateProfile,
} from 'firebase/auth'
import { auth } from '../../lib/firebase'
import { publishCurrentUser } from './session-sync'

export async function signInWithPassword(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password)
}

export interface Registration {
  email: string
  password: string
  firstName: string
  lastName: string
}

/**
 * Creates the account, names it "first last", and sends the verification email. The register
 * screen holds its token exchange until this is done, so the server knows the author's name from
 * the start.
 */
export async function register({
  email,
  password,
  firstName,
  lastName,
}: Registration): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, email, password)
  await updateProfile(user, { displayName: `${firstName.trim()} ${lastName.trim()}` })
  publishCurrentUser()
  // A lost verification email is not a failed registration: the verify card sends another.
  await sendEmailVerification(user).catch(() => undefined)
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email)
}
