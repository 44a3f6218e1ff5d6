// Posts by email (ADR 0037) against a real SMTP server, each message parsed: double opt-in, the post
// as a mail, one-click unsubscribe (RFC 8058), one mail per address per post, a 550 marked bounced.
import { describe, expect, test } from 'vitest'
import {
  ConfirmResultSchema,
  UnsubscribeResultSchema,
  subscriptionMessages,
} from '../../contract/subscriptions'
import { DEFAULT_SITE_SETTINGS } from '../../contract/site'
import { updateSettings } from '../site/site-repository'
import { testDialects } from '../../tests/setup/server'
import { bearer, publishPost } from '../../tests/setup/users'
import {
  IMAGE,
  address,
  confirmToken,
  header,
  settle,
  subscriptionsSuite,
  unique,
  unsubscribeUrl,
} from './subscriptions-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('posts by email on %s', (dialect) => {
  const suite = subscriptionsSuite(dialect)
  const send = requestWith(suite)
  const { subscribe, confirmWith, subscribed } = suite

  test('double opt-in: a confirmation only, the same 202 again, and nothing else until confirmed', async () => {
    const email = address()
    const first = await subscribe({
      email: `  ${email.toUpperCase()} `,
      authorId: suite.author.uid,
    })
    expect(first.statusCode, first.body).toBe(202)
    expect(first.json()).toEqual({ message: subscriptionMessages.accepted })
    const [confirmation] = await suite.smtp.waitFor(email)
    expect(confirmation!.parsed.subject).toBe('Confirm your subscription to Quill')
    expect(confirmation!.parsed.text).toContain('posts by Ada Author')
    expect(confirmation!.parsed.html).toContain('https://quill.example/confirm-subscription?token=')

    // Again within the hour: the same answer, no second mail.
    const again = await subscribe({ email })
    expect(again.statusCode).toBe(202)
    expect(again.json()).toEqual(first.json())
    // Published before the address confirmed: nothing comes.
    await publishPost(suite.t, suite.author, { postTitle: 'Before confirming', image: IMAGE })
    await settle(1500)
    expect(suite.smtp.to(email)).toHaveLength(1)

    const confirmed = await confirmWith(confirmToken(confirmation!.parsed))
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(ConfirmResultSchema.parse(confirmed.json()).confirmed).toEqual([
      { authorId: suite.author.uid, authorName: 'Ada Author' },
    ])
    // A link followed twice says the same.
    expect((await confirmWith(confirmToken(confirmation!.parsed))).json()).toEqual(confirmed.json())
  })

  test('a published post arrives whole: subject, both parts, absolute images, RFC 8058 headers', async () => {
    const email = address()
    await subscribed(email, suite.author.uid)
    const body =
      'Hello **sea**.\n\n![Gulls](https://img.example/g.webp)\n\nSee [the list](/tag/sea).'
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Tides & gulls',
      postBody: body,
      image: IMAGE,
    })

    const [, received] = await suite.smtp.waitFor(email, 2)
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
      `Ada Author on Quill <author-${suite.author.uid.toLowerCase().replace(/[^a-z0-9-]/g, '-')}.quill.example>`,
    )
    expect(mail.text).toContain(
      `Read it on Quill: https://quill.example/post/${postId}/tides-and-gulls`,
    )
  })

  test('a draft is sent when it is published, once: publishing it again sends nothing', async () => {
    const email = address()
    await subscribed(email, suite.author.uid)
    const draft = await publishPost(suite.t, suite.author, {
      postTitle: 'Draft first',
      status: 'draft',
      image: IMAGE,
    })
    const publish = (status: 'published' | 'draft', title: string) =>
      send('PUT', `/api/updatePost/${draft}`, bearer(suite.author), {
        postBody: { postTitle: title, postBody: 'Now out.', image: IMAGE, status },
      })
    await settle(1000)
    expect(suite.smtp.to(email)).toHaveLength(1)
    expect((await publish('published', 'Out at last')).statusCode).toBe(200)
    const [, sent] = await suite.smtp.waitFor(email, 2)
    expect(sent!.parsed.subject).toBe('Out at last')
    expect((await publish('draft', 'Back in')).statusCode).toBe(200)
    expect((await publish('published', 'Out again')).statusCode).toBe(200)
    await settle(1500)
    expect(suite.smtp.to(email)).toHaveLength(2)
  })

  test('the one-click POST unsubscribes with no sign-in; the next post does not come', async () => {
    const email = address()
    await subscribed(email, suite.author.uid)
    await publishPost(suite.t, suite.author, { postTitle: 'First', image: IMAGE })
    const [, post] = await suite.smtp.waitFor(email, 2)
    const url = new URL(unsubscribeUrl(post!.parsed))

    // A GET (a mail scanner) changes nothing: it is sent on to the page that asks.
    const opened = await send('GET', `${url.pathname}${url.search}`)
    expect(opened.statusCode).toBe(303)
    expect(opened.headers.location).toBe(`/unsubscribe${url.search}`)

    const res = await send(
      'POST',
      `${url.pathname}${url.search}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
      'List-Unsubscribe=One-Click',
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(UnsubscribeResultSchema.parse(res.json()).target.authorId).toBe(suite.author.uid)
    // Again: the same answer.
    const again = await send('POST', `${url.pathname}${url.search}`)
    expect(again.json()).toEqual(res.json())

    await publishPost(suite.t, suite.author, { postTitle: 'Second', image: IMAGE })
    await settle(1500)
    expect(suite.smtp.to(email).map((m) => m.parsed.subject)).toEqual([
      'Confirm your subscription to Quill',
      'First',
    ])
  })

  test('an address subscribed to the author and to the whole site gets each post once', async () => {
    const email = address()
    await subscribed(email, suite.author.uid)
    // The whole site too: the hour's confirmation went out, so straight into the table.
    const at = new Date().toISOString()
    await suite.t.app.database.db
      .insertInto('subscriptions')
      .values({
        id: `site-${unique()}`,
        email,
        author_id: '',
        state: 'confirmed',
        requested_at: at,
        confirmed_at: at,
        updated_at: at,
      })
      .execute()
    await publishPost(suite.t, suite.author, { postTitle: 'Once only', image: IMAGE })
    await suite.smtp.waitFor(email, 2)
    await settle(1500)
    expect(suite.smtp.to(email).map((m) => m.parsed.subject)).toEqual([
      'Confirm your subscription to Quill',
      'Once only',
    ])
  })

  test('a 550 at RCPT marks the address bounced and is not tried again', async () => {
    const email = address()
    await subscribed(email, suite.author.uid)
    suite.smtp.bounce.add(email)
    const attemptsBefore = suite.smtp.attempts.get(email) ?? 0
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Into the void',
      image: IMAGE,
    })
    const deadline = Date.now() + 15_000
    let delivery
    while (Date.now() < deadline) {
      delivery = await suite.t.app.database.db
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
    const subscription = await suite.t.app.database.db
      .selectFrom('subscriptions')
      .select('state')
      .where('email', '=', email)
      .executeTakeFirst()
    expect(subscription?.state).toBe('bounced')
    await settle(1500)
    expect(suite.smtp.attempts.get(email)).toBe(attemptsBefore + 1)
    // The next post is not sent to it.
    await publishPost(suite.t, suite.author, { postTitle: 'Still nothing', image: IMAGE })
    await settle(1500)
    expect(suite.smtp.attempts.get(email)).toBe(attemptsBefore + 1)
  })
  test('a mail names the site as it is called now, and comes from it', async () => {
    const { db } = suite.t.app.database
    await updateSettings(db, { ...DEFAULT_SITE_SETTINGS, title: 'Field Notes, at sea' }, 'test')
    suite.t.app.publicAnswersChanged()
    try {
      const email = address()
      await subscribed(email, suite.author.uid)
      const postId = await publishPost(suite.t, suite.author, {
        postTitle: 'Renamed',
        image: IMAGE,
      })
      const [confirmation, received] = await suite.smtp.waitFor(email, 2)
      expect(confirmation!.parsed.subject).toBe('Confirm your subscription to Field Notes, at sea')
      const mail = received!.parsed
      // A name with a comma is quoted, or it would read as two addresses.
      expect(mail.from?.value).toEqual([
        { name: 'Field Notes, at sea', address: 'no-reply@quill.example' },
      ])
      expect(mail.text).toContain(
        `Read it on Field Notes, at sea: https://quill.example/post/${postId}/renamed`,
      )
      expect(header(mail, 'List-Id')).toMatch(/^Ada Author on Field Notes at sea </)
    } finally {
      await updateSettings(db, DEFAULT_SITE_SETTINGS, 'test')
      suite.t.app.publicAnswersChanged()
    }
  })
})
