// The editor's Preview on both databases: the very HTML a saved post answers, nothing stored,
// for signed-in writers only, a body the contract limits, and a rate limit like a write's.
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { POST_BODY_MAX, PostSchema } from '../../contract/posts'
import { PreviewSchema } from '../../contract/preview'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { rateLimits } from './rate-limits'
import { appWithUsers, requestWith } from '../../tests/setup/suite'
import { countPosts } from '../../tests/setup/posts'

const BODY = [
  '## Heading',
  '',
  '```js',
  'const answer = 42',
  '```',
  '',
  '<script>alert(1)</script> [x](javascript:alert(1)) ![y](data:image/png;base64,AAAA)',
  '',
  '![photo](https://images.example.com/a.webp)',
].join('\n')

describe.each(testDialects())('POST /api/preview on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: {} }, { RATE_LIMIT_FACTOR: '0.1' })
  const send = requestWith(suite)

  const preview = (payload: unknown, as: TestUser | null = suite.author) =>
    send('POST', '/api/preview', as ? bearer(as) : {}, payload as Record<string, unknown>)
  const postCount = () => countPosts(suite.t.app.database.db)

  test('answers the HTML the saved post answers, and saves nothing', async () => {
    const before = await postCount()
    const res = await preview({ postBody: BODY })
    expect(res.statusCode, res.body).toBe(200)
    const shown = PreviewSchema.parse(res.json())
    expect(await postCount()).toBe(before)

    const id = await publishPost(suite.t, suite.author, { postBody: BODY })
    const saved = PostSchema.parse((await send('GET', `/api/post/${id}`)).json())
    expect(shown.bodyHtml).toBe(saved.bodyHtml)
    expect(shown.readingMinutes).toBe(saved.readingMinutes)
    expect(shown.bodyHtml).toContain('<h2 id="heading">Heading</h2>')
    expect(shown.bodyHtml).toContain('<span class="hljs-number">42</span>')
    expect(shown.bodyHtml).not.toMatch(/<script|href="(?!https?:)|src="(?!https?:)/i)
    expect(shown.bodyHtml).toContain('&lt;script&gt;')
  })

  test('an empty body previews as nothing', async () => {
    const res = await preview({ postBody: '' })
    expect(res.statusCode).toBe(200)
    expect(PreviewSchema.parse(res.json())).toEqual({ bodyHtml: '', readingMinutes: 1 })
  })

  test('a body over the limit is 400 with the field message; a wrong shape is 400', async () => {
    const tooLong = await preview({ postBody: 'x'.repeat(POST_BODY_MAX + 1) })
    expect(tooLong.statusCode).toBe(400)
    expect(JSON.stringify(ErrorBodySchema.parse(tooLong.json()))).toContain(
      `Post text must be at most ${POST_BODY_MAX} characters`,
    )
    expect((await preview({ postBody: 5 })).statusCode).toBe(400)
    expect((await preview({})).statusCode).toBe(400)
  })

  test('only a signed-in writer with a verified email may preview', async () => {
    expect((await preview({ postBody: '# x' }, null)).statusCode).toBe(401)
    const unverified = await createUser(suite.t, { verified: false })
    expect((await preview({ postBody: '# x' }, unverified)).statusCode).toBe(403)
  })

  test('is rate limited per account, as writes are', async () => {
    const writer = await createUser(suite.t)
    const budget = Math.max(1, Math.round(rateLimits.preview.max * 0.1))
    for (let i = 0; i < budget; i++) {
      expect((await preview({ postBody: 'x' }, writer)).statusCode).toBe(200)
    }
    const limited = await preview({ postBody: 'x' }, writer)
    expect(limited.statusCode).toBe(429)
    expect(ErrorBodySchema.parse(limited.json()).error.code).toBe('rate_limited')
  })
})
