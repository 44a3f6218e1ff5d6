// ETag and 304 on the API's lists and details (plugins/json-answers.ts, ADR 0021): the tag
// changes with anything in the answer, the next page's link included; a per-user answer is
// private and varies with Authorization; compression follows Accept-Encoding.
import { PUBLIC_CACHE_CONTROL } from '../../tests/setup/cache'
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { createTestApp, testDialects } from '../../tests/setup/server'
import { bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('ETag and 304 on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Ada Lovelace', reader: 'Reader' })
  const send = requestWith(suite)

  const get = (url: string, headers: Record<string, string> = {}) => send('GET', url, headers)

  async function revalidates(url: string, headers: Record<string, string> = {}) {
    const first = await get(url, headers)
    expect(first.statusCode, first.body).toBe(200)
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/)
    const again = await get(url, { ...headers, 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    expect(again.headers['content-type']).toBeUndefined()
    // Any of several tags, or a strong form of the same one, matches too (weak comparison).
    const listed = await get(url, {
      ...headers,
      'if-none-match': `"other", ${etag.replace(/^W\//, '')}`,
    })
    expect(listed.statusCode).toBe(304)
    const stale = await get(url, { ...headers, 'if-none-match': 'W/"stale"' })
    expect(stale.statusCode).toBe(200)
    expect(stale.body).toBe(first.body)
    return etag
  }

  test('the feed, a post and its comments answer an ETag and 304 to If-None-Match', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Tagged' })
    const feed = await revalidates('/api/posts')
    const uncommented = await revalidates(`/api/post/${postId}`)
    const comments = await revalidates(`/api/comment/${postId}`)
    expect((await get('/api/posts')).headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)

    // A new comment changes the comments' tag, and the post's: it carries commentCount.
    await commentOn(suite.t, suite.reader, { postId, comment: 'Nice.' })
    expect((await get(`/api/comment/${postId}`, { 'if-none-match': comments })).statusCode).toBe(
      200,
    )
    expect((await get(`/api/post/${postId}`, { 'if-none-match': uncommented })).statusCode).toBe(
      200,
    )
    const post = await revalidates(`/api/post/${postId}`)

    // An edit changes the post's tag and the feed's.
    const edit = await send('PUT', `/api/updatePost/${postId}`, bearer(suite.author), {
      postBody: { postTitle: 'Tagged, edited', postBody: 'New text.' },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    const edited = await get(`/api/post/${postId}`, { 'if-none-match': post })
    expect(edited.statusCode).toBe(200)
    expect(edited.headers.etag).not.toBe(post)
    expect((await get('/api/posts', { 'if-none-match': feed })).statusCode).toBe(200)
  })

  test('the next page link is part of the tag: same items, another link, another tag', async () => {
    const solo = await createTestApp(dialect)
    try {
      const writer = await createUser(solo, { name: 'Solo' })
      const older = await publishPost(solo, writer, { postTitle: 'Older' })
      await publishPost(solo, writer, { postTitle: 'Newer' })
      const withNext = await solo.app.inject({ url: '/api/posts?limit=1' })
      expect(withNext.headers.link).toMatch(/rel="next"/)
      const removed = await solo.app.inject({
        method: 'DELETE',
        url: `/api/deletePost/${older}`,
        headers: bearer(writer),
      })
      expect(removed.statusCode, removed.body).toBe(200)
      const alone = await solo.app.inject({
        url: '/api/posts?limit=1',
        headers: { 'if-none-match': String(withNext.headers.etag) },
      })
      expect(alone.body).toBe(withNext.body)
      expect(alone.headers.link).toBeUndefined()
      expect(alone.statusCode).toBe(200)
      expect(alone.headers.etag).not.toBe(withNext.headers.etag)
    } finally {
      await solo.close()
    }
  })

  test("a signed-in user's own list is private, varies with Authorization and is theirs alone", async () => {
    await publishPost(suite.t, suite.author, { postTitle: 'Mine' })
    const mine = await get('/api/userPost', bearer(suite.author))
    expect(mine.statusCode, mine.body).toBe(200)
    expect(mine.headers['cache-control']).toBe('private, no-cache')
    expect(String(mine.headers.vary)).toMatch(/Authorization/)
    await revalidates('/api/userPost', bearer(suite.author))
    // Another user sending the author's tag gets their own list, not a 304.
    const theirs = await get('/api/userPost', {
      ...bearer(suite.reader),
      'if-none-match': String(mine.headers.etag),
    })
    expect(theirs.statusCode).toBe(200)
    expect(theirs.json()).toEqual([])
  })

  test('errors, writes and routes that declare no 304 carry no ETag and never answer 304', async () => {
    const health = await get('/api/health', { 'if-none-match': '*' })
    expect(health.statusCode).not.toBe(304)
    expect(health.headers.etag).toBeUndefined()
    const missing = await get('/api/post/nonexistent', { 'if-none-match': '*' })
    expect(missing.statusCode).toBe(404)
    expect(missing.headers.etag).toBeUndefined()
    const write = await send(
      'POST',
      '/api/post',
      { ...bearer(suite.author), 'if-none-match': '*' },
      { postTitle: 'Still written', postBody: 'Yes.', image: '' },
    )
    expect(write.statusCode).not.toBe(304)
    expect(write.headers.etag).toBeUndefined()
  })

  test('a large answer is brotli when accepted, gzip otherwise, and the same JSON either way', async () => {
    for (let i = 0; i < 5; i++)
      await publishPost(suite.t, suite.author, { postBody: 'Long text. '.repeat(60) })
    const plain = await get('/api/posts')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    expect(String(plain.headers.vary)).toMatch(/Accept-Encoding/)

    const br = await get('/api/posts', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length)
    const gzip = await get('/api/posts', { 'accept-encoding': 'gzip, br;q=0' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    // One representation, one (weak) tag, whatever the encoding.
    expect(br.headers.etag).toBe(plain.headers.etag)
    expect(gzip.headers.etag).toBe(plain.headers.etag)

    const small = await get('/api/health', { 'accept-encoding': 'br' })
    expect(small.headers['content-encoding']).toBeUndefined()
  })
})
