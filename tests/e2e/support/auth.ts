// Helpers shared by the e2e specs: users made straight in the Auth emulator (fast, and each
// test owns its own), and signing in the way a person does, through the login screen.
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  expect,
} from '@playwright/test'

const EMULATOR_PORT = Number(process.env.E2E_EMULATOR_PORT ?? 9199)
export const EMULATOR_URL = `http://127.0.0.1:${EMULATOR_PORT}`
export const PROJECT_ID = 'demo-quill'
const ACCOUNTS = `${EMULATOR_URL}/identitytoolkit.googleapis.com/v1/accounts`

export interface TestUser {
  uid: string
  email: string
  password: string
  displayName: string
}

export interface NewUser {
  email?: string
  password?: string
  displayName?: string
  /** Whether the email is verified (through the emulator's own verification link); default true. */
  verified?: boolean
}

let counter = 0
/** An address no other test uses, even across runs against the same emulator. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`
}

export interface OobCode {
  email: string
  requestType: string
  oobCode: string
  oobLink: string
}

/** Every out-of-band link the emulator has "sent" (verification, reset, sign-in). */
export async function oobCodes(request: APIRequestContext): Promise<OobCode[]> {
  const res = await request.get(`${EMULATOR_URL}/emulator/v1/projects/${PROJECT_ID}/oobCodes`)
  expect(res.ok()).toBe(true)
  const body = (await res.json()) as { oobCodes: OobCode[] }
  return body.oobCodes
}

/** The newest link of a kind sent to an address, waiting briefly for it to arrive. */
export async function latestOobLink(
  request: APIRequestContext,
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN',
): Promise<string> {
  let link: string | undefined
  await expect
    .poll(async () => {
      const codes = await oobCodes(request)
      link = codes.filter((c) => c.email === email && c.requestType === requestType).at(-1)?.oobLink
      return link
    })
    .toBeTruthy()
  return link as string
}

/** Follows the emulator's verification link sent to `email`, as a person clicking it would. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const link = await latestOobLink(request, email, 'VERIFY_EMAIL')
  const res = await request.get(link)
  expect(res.ok()).toBe(true)
}

export async function createUser(
  request: APIRequestContext,
  user: NewUser = {},
): Promise<TestUser> {
  const email = user.email ?? uniqueEmail()
  const password = user.password ?? 'correct-horse-battery'
  const displayName = user.displayName ?? 'Test User'
  const signUp = await request.post(`${ACCOUNTS}:signUp?key=any`, {
    data: { email, password, displayName, returnSecureToken: true },
  })
  expect(signUp.ok(), await signUp.text()).toBe(true)
  const { idToken, localId } = (await signUp.json()) as { idToken: string; localId: string }
  if (user.verified ?? true) {
    const send = await request.post(`${ACCOUNTS}:sendOobCode?key=any`, {
      data: { requestType: 'VERIFY_EMAIL', idToken },
    })
    expect(send.ok(), await send.text()).toBe(true)
    await verifyEmail(request, email)
  }
  return { uid: localId, email, password, displayName }
}

/**
 * Signs in through the login screen and waits until the app has its server token and has left
 * /login (for `redirect`, or '/').
 */
export async function signIn(
  page: Page,
  user: { email: string; password: string },
  options: { redirect?: string } = {},
): Promise<void> {
  const search = options.redirect ? `?redirect=${encodeURIComponent(options.redirect)}` : ''
  await page.goto(`/login${search}`)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('accessToken')))
    .toBeTruthy()
}

/** A new user of its own for the test, signed in on `page` through the login screen. */
export async function signInNewUser(
  page: Page,
  request: APIRequestContext,
  user: NewUser = {},
  options: { redirect?: string } = {},
): Promise<TestUser> {
  const created = await createUser(request, user)
  await signIn(page, created, options)
  return created
}

/** `user` signed in on a page of a browser context of their own, apart from the test's page. */
export async function signInElsewhere(
  browser: Browser,
  user: { email: string; password: string },
  contextOptions: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(contextOptions)
  const page = await context.newPage()
  await signIn(page, user)
  return { context, page }
}

/**
 * The stack's account for a fixed email (its moderator, its owner): made the first time a spec
 * asks, the same account after (an earlier spec, a retry or a repeat made it).
 */
export async function fixedAccount(
  request: APIRequestContext,
  email: string,
  displayName: string,
): Promise<TestUser> {
  const password = 'correct-horse-battery'
  try {
    return await createUser(request, { email, password, displayName })
  } catch {
    return { uid: '', email, password, displayName }
  }
}
