// The set-up of the posts-by-email tests (ADR 0037): a real SMTP server on loopback, an app that
// mails through it, an author; subscribing, confirming, and reading what the mails hold.
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, expect } from 'vitest'
import type { Dialect } from '../db/schema'
import { type TestApp, createTestApp } from '../../tests/setup/server'
import { type TestSmtp, startSmtp } from '../../tests/setup/smtp'
import { type TestUser, createUser } from '../../tests/setup/users'

export const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ')
export const confirmToken = (mail: ParsedMail) =>
  /confirm-subscription\?token=(\S+)/.exec(mail.text ?? '')?.[1] ?? ''
export const unsubscribeUrl = (mail: ParsedMail) =>
  /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? ''
/** The built-in image host on the test app's PUBLIC_URL. */
export const IMAGE = `https://quill.example/images/${'b'.repeat(64)}.webp`
export const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let n = 0
export const address = () => `reader-${Date.now()}-${n++}@example.org`
/** A number no other call got: for ids. */
export const unique = () => n++

export function subscriptionsSuite(dialect: Dialect) {
  const suite = {} as { smtp: TestSmtp; t: TestApp; author: TestUser }
  beforeAll(async () => {
    suite.smtp = await startSmtp()
    suite.t = await createTestApp(dialect, {
      SMTP_URL: suite.smtp.url,
      PUBLIC_URL: 'https://quill.example',
      MAIL_PER_SECOND: '200',
    })
    suite.author = await createUser(suite.t, { name: 'Ada Author' })
  })
  afterAll(async () => {
    await suite.t.close()
    await suite.smtp.close()
  })

  // Each call from an address of its own on this machine, but for the rate limit's test.
  const subscribe = (payload: Record<string, unknown>, remoteAddress = `127.0.1.${n++ % 250}`) =>
    suite.t.app.inject({ method: 'POST', url: '/api/subscriptions', payload, remoteAddress })
  const confirmWith = (token: string) =>
    suite.t.app.inject({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token } })
  /** Subscribes, follows the confirmation link; answers the confirmation mail. */
  async function subscribed(email: string, authorId?: string) {
    expect((await subscribe({ email, ...(authorId ? { authorId } : {}) })).statusCode).toBe(202)
    const [mail] = await suite.smtp.waitFor(email)
    const res = await confirmWith(confirmToken(mail!.parsed))
    expect(res.statusCode, res.body).toBe(200)
    return mail!.parsed
  }
  return Object.assign(suite, { subscribe, confirmWith, subscribed })
}
