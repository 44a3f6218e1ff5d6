// Publishing an imported post dated to its first publication elsewhere mails nobody: it is old
// news (ADR 0080); an import with no such date is a new post, and its subscribers hear of it
// (both databases, a real SMTP server on loopback).
import { describe, expect, test } from 'vitest'
import { ImportResultSchema } from '../../contract/transfer'
import { testDialects } from '../../tests/setup/server'
import { requestWith } from '../../tests/setup/suite'
import { bearer } from '../../tests/setup/users'
import { IMAGE, address, settle, subscriptionsSuite } from '../subscriptions/subscriptions-suite'
import { md, multipart } from './transfer-suite'

describe.each(testDialects())('mails of imported posts on %s', (dialect) => {
  const suite = subscriptionsSuite(dialect)
  const send = requestWith(suite)

  test('a back-dated import goes to no inbox; an undated one goes as any new post', async () => {
    const email = address()
    await suite.subscribed(email, suite.author.uid)
    const body = await multipart([
      { name: 'old.md', data: md('---\ntitle: Old news\ndate: 2018-03-04\n---\nThen.') },
      { name: 'new.md', data: md('---\ntitle: Fresh news\n---\nNow.') },
    ])
    const res = await send(
      'POST',
      '/api/import',
      { ...body.headers, ...bearer(suite.author) },
      body.payload,
    )
    expect(res.statusCode, res.body).toBe(200)
    const { imported } = ImportResultSchema.parse(res.json())
    for (const post of imported) {
      const published = await send('PUT', `/api/updatePost/${post._id}`, bearer(suite.author), {
        postBody: {
          postTitle: post.postTitle,
          postBody: 'Text.',
          image: IMAGE,
          status: 'published',
        },
      })
      expect(published.statusCode, published.body).toBe(200)
    }
    // The confirmation, then the fresh post's mail: never the old one's.
    const [, fresh] = await suite.smtp.waitFor(email, 2)
    expect(fresh!.parsed.subject).toBe('Fresh news')
    await settle(1500)
    expect(suite.smtp.to(email).map((mail) => mail.parsed.subject)).not.toContain('Old news')
  })
})
