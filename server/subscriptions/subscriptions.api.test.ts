// Posts by email (issue 24 item 5, ADR 0037) against a real SMTP server on loopback, each
// message parsed by mailparser: double opt-in, the post as a mail, one-click unsubscribe (RFC
// 8058), one mail per address per post, one confirmation an hour, a 550 marked bounced and not
// retried, and the signed-in person's own list. On SQLite and, with TEST_DATABASE_URL, PostgreSQL.
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  ConfirmResultSchema,
  SubscriptionListSchema,
  UnsubscribeResultSchema,
  subscriptionMessages,
} from '../../contract/subscriptions'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestSmtp, startSmtp } from '../../tests/setup/smtp'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, ' ')
const confirmToken = (mail: ParsedMail) =>
  /confirm-subscription\?token=(\S+)/.exec(mail.text ?? '')?.[1] ?? ''
const unsubscribeUrl = (mail: ParsedMail) =>
  /^<(.+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1] ?? ''
/** The built-in image host on the test app's PUBLIC_URL. */
const IMAGE = `https://quill.example/images/${'b'.repeat(64)}.webp`
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let n = 0
const address = () => `reader-${Date.now()}-${n++}@example.org`

describe.each(testDialects())('posts by email on %s', (dialect) => {
  let smtp: TestSmtp
  let t: TestApp
  let author: TestUser
  beforeAll(async () => {
    smtp = await startSmtp()
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://quill.example',
      MAIL_PER_SECOND: '200',
    })
    author = await createUser(t, { name: 'Ada Author' })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  // Each call from an address of its own on this machine, but for the rate limit's test.
  const subscribe = (payload: Record<string, unknown>, remoteAddress = `127.0.1.${n++ % 250}`) =>
    t.app.inject({ method: 'POST', url: '/api/subscriptions', payload, remoteAddress })
  const confirmWith = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/subscriptions/confirm', payload: { token } })
  /** Subscribes, follows the confirmation link; answers the confirmation mail. */
  async function subscribed(email: string, authorId?: string) {
    expect((await subscribe({ email, ...(authorId ? { authorId } : {}) })).statusCode).toBe(202)
    const [mail] = await smtp.waitFor(email)
    const res = await confirmWith(confirmToken(mail!.parsed))
    expect(res.statusCode, res.body).toBe(200)
    return mail!.parsed
  }

  test('double opt-in: a confirmation only, the same 202 again, and nothing else until confirmed', async () => {
    const email = address()
    const first = await subscribe({ email: `  ${email.toUpperCase()} `, authorId: author.uid })
    expect(first.statusCode, first.body).toBe(202)
    expect(first.json()).toEqual({ message: subscriptionMessages.accepted })
    const [confirmation] = await smtp.waitFor(email)
    expect(confirmation!.parsed.subject).toBe('Confirm your subscription to Quill')
    expect(confirmation!.parsed.text).toContain('posts by Ada Author')
    expect(confirmation!.parsed.html).toContain('https://quill.example/confirm-subscription?token=')

    // Again within the hour: the same answer, no second mail.
    const again = await subscribe({ email })
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual(first.json())
    // Published before the address confirmed: nothing comes.
    await publishPost(t, author, { postTitle: 'Before confirming', image: IMAGE })
    await settle(1500)
    expect(smtp.to(email)).toHaveLength(1)

    const confirmed = await confirmWith(confirmToken(confirmation!.parsed))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(ConfirmResultSchema.parse(confirmed.json()).confirmed).toEqual([
      { authorId: author.uid, authorName: 'Ada Author' },
    ])
    // A link followed twice says the same.
    expect((await confirmWith(confirmToken(confirmation!.parsed))).json()).toEqual(confirmed.json())
  })

  test('a published post arrives whole: subject, both parts, absolute images, RFC 8058 headers', async () => {
    const email = address()
    await subscribed(email, author.uid)
    const body =
      'Hello **sea**.\n\n![Gulls](https://img.example/g.webp)\n\nSee [the list](/tag/sea).'
    const postId = await publishPost(t, author, {
      postTitle: 'Tides & gulls',
      postBody: body,
      image: IMAGE,
    })

    const [, received] = await smtp.waitFor(email, 2)
    const mail = received!.parsed
    expect(mail.subject).toBe('Tides & gulls')
    expect(mail.messageId).toMatch(new RegExp(`^<${postId}\\.[\\w-]+@quill\\.example>$`))
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    expect(unsubscribeUrl(mail)).toMatch(
      /^https:\/\/quill\.example\/api\/subscriptions\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
    )
    expect(mail.html).toContain('<img src="https://img.example/g.webp"')
    expect(mail.html).toContain('href="https://quill.example/tag/sea"')
    expect(mail.html).toMatch(/<p style="[^"]*line-height/)
    expect(mail.html).toContain(`href="https://quill.example/post/${postId}/tides-and-gulls"`)
    // Every image in it is absolute.
    for (const [, src] of (mail.html || '').matchAll(/<img[^>]+src="([^"]+)"/g)) {
      expect(src).toMatch(/^https?:\/\//)
    }
    // The text part reads as text: no Markdown marks, each link's words then its address.
    expect(mail.text).toContain('Hello sea.')
    expect(mail.text).toContain('[Gulls] (https://img.example/g.webp)')
    expect(mail.text).toContain('See the list (https://quill.example/tag/sea).')
    expect(mail.text).not.toMatch(/\*\*|\]\(/)
    // One list per author (RFC 2919), for a mail client's filters.
    expect(header(mail, 'List-Id')).toBe(
      `Ada Author on Quill <author-${author.uid.toLowerCase().replace(/[^a-z0-9-]/g, '-')}.quill.example>`,
    )
    expect(mail.text).toContain(
      `Read it on Quill: https://quill.example/post/${postId}/tides-and-gulls`,
    )
  })

  test('a draft is sent when it is published, once: publishing it again sends nothing', async () => {
    const email = address()
    await subscribed(email, author.uid)
    const draft = await publishPost(t, author, {
      postTitle: 'Draft first',
      status: 'draft',
      image: IMAGE,
    })
    const publish = (status: 'published' | 'draft', title: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/updatePost/${draft}`,
        headers: bearer(author),
        payload: { postBody: { postTitle: title, postBody: 'Now out.', image: IMAGE, status } },
      })
    await settle(1000)
    expect(smtp.to(email)).toHaveLength(1)
    expect((await publish('published', 'Out at last')).statusCode).toBe(200)
    const [, sent] = await smtp.waitFor(email, 2)
    expect(sent!.parsed.subject).toBe('Out at last')
    expect((await publish('draft', 'Back in')).statusCode).toBe(200)
    expect((await publish('published', 'Out again')).statusCode).toBe(200)
    await settle(1500)
    expect(smtp.to(email)).toHaveLength(2)
  })

  test('the one-click POST unsubscribes with no sign-in; the next post does not come', async () => {
    const email = address()
    await subscribed(email, author.uid)
    await publishPost(t, author, { postTitle: 'First', image: IMAGE })
    const [, post] = await smtp.waitFor(email, 2)
    const url = new URL(unsubscribeUrl(post!.parsed))

    // A GET (a mail scanner) changes nothing: it is sent on to the page that asks.
    const opened = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` })
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`)

    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(UnsubscribeResultSchema.parse(res.json()).target.authorId).toBe(author.uid)
    // Again: the same answer.
    const again = await t.app.inject({ method: 'POST', url: `${url.pathname}${url.search}` })
    expect(again.json()).toEqual(res.json())

    await publishPost(t, author, { postTitle: 'Second', image: IMAGE })
    await settle(1500)
    expect(smtp.to(email).map((m) => m.parsed.subject)).toEqual([
      'Confirm your subscription to Quill',
      'First',
    ])
  })

  test('an address subscribed to the author and to the whole site gets each post once', async () => {
    const email = address()
    await subscribed(email, author.uid)
    // The whole site too: the hour's confirmation went out, so straight into the table.
    const at = new Date().toISOString()
    await t.app.database.db
      .insertInto('subscriptions')
      .values({
        id: `site-${n++}`,
        email,
        author_id: '',
        state: 'confirmed',
        requested_at: at,
        confirmed_at: at,
        updated_at: at,
      })
      .execute()
    await publishPost(t, author, { postTitle: 'Once only', image: IMAGE })
    await smtp.waitFor(email, 2)
    await settle(1500)
    expect(smtp.to(email).map((m) => m.parsed.subject)).toEqual([
      'Confirm your subscription to Quill',
      'Once only',
    ])
  })

  test('a 550 at RCPT marks the address bounced and is not tried again', async () => {
    const email = address()
    await subscribed(email, author.uid)
    smtp.bounce.add(email)
    const attemptsBefore = smtp.attempts.get(email) ?? 0
    const postId = await publishPost(t, author, { postTitle: 'Into the void', image: IMAGE })
    const deadline = Date.now() + 15_000
    let delivery
    while (Date.now() < deadline) {
      delivery = await t.app.database.db
        .selectFrom('mail_deliveries')
        .selectAll()
        .where('post_id', '=', postId)
        .where('email', '=', email)
        .executeTakeFirst()
      if (delivery?.state === 'bounced') break
      await settle(100)
    }
    expect(delivery).toMatchObject({ state: 'bounced', attempts: 1 })
    expect(delivery?.last_error).toMatch(/550/)
    const subscription = await t.app.database.db
      .selectFrom('subscriptions')
      .select('state')
      .where('email', '=', email)
      .executeTakeFirst()
    expect(subscription?.state).toBe('bounced')
    await settle(1500)
    expect(smtp.attempts.get(email)).toBe(attemptsBefore + 1)
    // The next post is not sent to it.
    await publishPost(t, author, { postTitle: 'Still nothing', image: IMAGE })
    await settle(1500)
    expect(smtp.attempts.get(email)).toBe(attemptsBefore + 1)
  })

  test('bad input is a 4xx in the error shape: an address, an author, a token', async () => {
    expect((await subscribe({ email: 'not-an-address' })).statusCode).toBe(400)
    expect((await subscribe({})).statusCode).toBe(400)
    const nobody = await subscribe({ email: address(), authorId: 'nobody-at-all' })
    expect(nobody.statusCode).toBe(404)
    expect(nobody.json()).toEqual({
      error: { code: 'not_found', message: subscriptionMessages.authorNotFound },
    })
    for (const token of ['x', 'a.b', 'a.b.c', 'eyJ9.AAAA']) {
      const res = await confirmWith(token)
      expect(res.statusCode, token).toBe(400)
      expect(res.json().error.message).toBe(subscriptionMessages.linkInvalid)
      const unsubscribe = await t.app.inject({
        method: 'POST',
        url: `/api/subscriptions/unsubscribe?token=${token}`,
      })
      expect(unsubscribe.statusCode, token).toBe(400)
    }
    // An unsubscribe token does not confirm, nor a confirmation token unsubscribe.
    const email = address()
    const confirmation = await subscribed(email)
    const swapped = await t.app.inject({
      method: 'POST',
      url: `/api/subscriptions/unsubscribe?token=${confirmToken(confirmation)}`,
    })
    expect(swapped.statusCode).toBe(400)
  })

  test('signed in: one’s own subscriptions, removed by id; an author sees a count, never who', async () => {
    const reader = await createUser(t, { email: address() })
    await subscribed(reader.email, author.uid)
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: bearer(reader),
    })
    expect(list.statusCode, list.body).toBe(200)
    const { subscriptions } = SubscriptionListSchema.parse(list.json())
    expect(subscriptions).toEqual([
      expect.objectContaining({
        authorId: author.uid,
        authorName: 'Ada Author',
        state: 'confirmed',
      }),
    ])

    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: bearer(author),
    })
    const answer = SubscriptionListSchema.parse(mine.json())
    expect(answer.subscriberCount).toBeGreaterThanOrEqual(1)
    expect(mine.body).not.toContain(reader.email)
    const authorPage = await t.app.inject({ method: 'GET', url: `/api/authors/${author.uid}` })
    expect(authorPage.body).not.toContain('@example.org')

    const id = subscriptions[0]!.id
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      headers: bearer(author),
    })
    expect(byOther.statusCode).toBe(404)
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      headers: bearer(reader),
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ deletedCount: 1 })
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/subscriptions',
      headers: bearer(reader),
    })
    expect(SubscriptionListSchema.parse(after.json()).subscriptions).toEqual([])
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/subscriptions/${id}`,
      headers: bearer(reader),
    })
    expect(twice.statusCode).toBe(404)
  })

  test('subscribing is rate limited per address of the caller', async () => {
    const from = '127.0.0.9'
    const answers: number[] = []
    for (let i = 0; i < 11; i++)
      answers.push((await subscribe({ email: address() }, from)).statusCode)
    expect(answers.slice(0, 10).every((code) => code === 202)).toBe(true)
    expect(answers[10]).toBe(429)
  })
})
