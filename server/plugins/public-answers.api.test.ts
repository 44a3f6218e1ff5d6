// Public reads answered from memory until the next write (plugins/public-answers.ts, ADR 0026).
// A row put straight into the database, behind the server's back, shows whether an answer came
// from memory: both databases keep answers (on PostgreSQL the other instances are told of each
// write through LISTEN/NOTIFY, ADR 0035), so on both it stays unseen until the next write.
import zlib from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { bearer, postInput, publishPost } from '../../tests/setup/users'
import { addPost } from '../../tests/setup/posts'
import { newId } from '../ids'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('public answers on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Ada Lovelace' })
  const send = requestWith(suite)

  const titles = async (headers: Record<string, string> = {}) => {
    const res = await send('GET', '/api/posts', headers)
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { postTitle: string }[]).map((post) => post.postTitle)
  }

  /** A post written behind the server's back (as a seed or another process would). */
  const insertBehindItsBack = (title: string, id?: string) =>
    addPost(suite.t.app.database.db, {
      id,
      title,
      body: 'Written straight into the database.',
      authorId: suite.author.uid,
      authorName: 'Ada Lovelace',
      image: postInput().image,
    })

  test("a public read is kept until this server's next write, which is seen at once", async () => {
    await publishPost(suite.t, suite.author, { postTitle: 'Through the API' })
    // Asked twice: an answer is kept once its URL was asked for before.
    expect(await titles()).toContain('Through the API')
    expect(await titles()).toContain('Through the API')

    await insertBehindItsBack('Behind its back')
    // Kept: the same answer, without asking the database.
    expect((await titles()).includes('Behind its back')).toBe(false)
    // A signed-in read is never one of the kept answers.
    expect(await titles(bearer(suite.author))).toContain('Behind its back')

    // A write through the server drops what was kept before its answer leaves.
    await publishPost(suite.t, suite.author, { postTitle: 'Another through the API' })
    const after = await titles()
    expect(after).toContain('Another through the API')
    expect(after).toContain('Behind its back')
  })

  test('a refused write (4xx) drops nothing; a write made outside a request can say so', async () => {
    expect(await titles()).not.toContain('Second behind its back')
    await insertBehindItsBack('Second behind its back')
    const refused = await send('POST', '/api/post', bearer(suite.author), {
      ...postInput(),
      postTitle: '',
    })
    expect(refused.statusCode).toBe(400)
    expect((await titles()).includes('Second behind its back')).toBe(false)
    suite.t.app.publicAnswersChanged()
    expect(await titles()).toContain('Second behind its back')
  })

  test('a kept answer is the same on the wire: ETag, 304, Link and compression', async () => {
    for (let n = 0; n < 21; n++)
      await publishPost(suite.t, suite.author, { postTitle: `Paged ${n}` })
    await send('GET', '/api/posts')
    const first = await send('GET', '/api/posts')
    const kept = await send('GET', '/api/posts', { 'accept-encoding': 'br' })
    expect(kept.statusCode).toBe(200)
    expect(kept.headers.etag).toBe(first.headers.etag)
    expect(kept.headers.link).toBe(first.headers.link)
    expect(kept.headers.link).toMatch(/rel="next"/)
    expect(kept.headers['content-type']).toBe(first.headers['content-type'])
    expect(kept.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(kept.rawPayload).toString()).toBe(first.body)
    const revalidated = await send('GET', '/api/posts', {
      'if-none-match': String(first.headers.etag),
    })
    expect(revalidated.statusCode).toBe(304)
    // The next page is a URL of its own, kept on its own.
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? ''
    const nextUrl =
      new URL(next, 'http://localhost').pathname + new URL(next, 'http://localhost').search
    const page2 = await send('GET', nextUrl)
    expect(page2.statusCode).toBe(200)
    expect(page2.body).not.toBe(first.body)
  })

  test('another spelling of the same query makes no answer of its own', async () => {
    suite.t.app.publicAnswersChanged()
    await titles()
    await titles()
    await insertBehindItsBack('Third behind its back')
    // The default spelled out, and a trailing slash: the kept answer, not a new one (on SQLite).
    for (const url of ['/api/posts?limit=20', '/api/posts/']) {
      const res = await send('GET', url)
      expect(res.statusCode, url).toBe(200)
      const seen = (res.json() as { postTitle: string }[]).map((post) => post.postTitle)
      expect(seen.includes('Third behind its back'), url).toBe(false)
    }
    // A parameter the feed does not know is refused, not dropped (ADR 0057).
    expect((await suite.t.app.inject('/api/posts?pad=zzz')).statusCode).toBe(400)
  })

  test('a missing post is a 404 every time, never kept', async () => {
    const id = newId()
    const missing = await send('GET', `/api/post/${id}`)
    expect(missing.statusCode).toBe(404)
    await insertBehindItsBack('Now it exists', id)
    const found = await send('GET', `/api/post/${id}`)
    expect(found.statusCode).toBe(200)
  })
})
