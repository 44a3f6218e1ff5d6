// Keyset pages on every list: newest first, the next page linked in the `Link` header, and no
// item lost or repeated when new ones arrive between pages.
import type { LightMyRequestResponse } from 'fastify'
import { beforeAll, describe, expect, test } from 'vitest'
import { nextCursorFromLink } from '../../contract/common'
import { testDialects } from '../../tests/setup/server'
import { bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'
import { renderedColumns } from '../posts/post-repository'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('pages on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: {} })
  const send = requestWith(suite)
  /** The 25 posts seeded straight into the database, newest first. */
  let seeded: string[]
  beforeAll(async () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      id: `seed${String(i).padStart(2, '0')}`,
      title: `Seed ${i}`,
      body: `Body ${i}`,
      ...renderedColumns(`Body ${i}`),
      author_email: 'seed@example.com',
      author_name: 'Seed',
      image: 'https://images.example.com/seed.webp',
      // Three posts share each second, so the id has to break ties.
      created_at: new Date(Date.UTC(2024, 0, 1, 0, 0, Math.floor(i / 3))).toISOString(),
      edited_at: null,
    }))
    await suite.t.app.database.db.insertInto('posts').values(rows).execute()
    seeded = rows.map((row) => row.id).reverse()
  })

  /** Follows `Link: rel="next"` from `url` to the end; answers each page's ids. */
  async function walk(url: string, headers: Record<string, string> = {}): Promise<string[][]> {
    const pages: string[][] = []
    let next: string | null = url
    while (next) {
      const res: LightMyRequestResponse = await send('GET', next, headers)
      expect(res.statusCode, res.body).toBe(200)
      pages.push(res.json<{ _id: string }[]>().map((item) => item._id))
      const link = res.headers.link
      next = typeof link === 'string' ? link.slice(1, link.indexOf('>')) : null
    }
    return pages
  }

  test('GET /api/posts pages 20 at a time by default, linking the next page', async () => {
    const first = await send('GET', '/api/posts')
    expect(first.json()).toHaveLength(20)
    const link = first.headers.link
    expect(link).toMatch(/^<\/api\/posts\?limit=20&cursor=[A-Za-z0-9_-]+>; rel="next"$/)
    const cursor = nextCursorFromLink(String(link))
    const second = await send('GET', `/api/posts?cursor=${cursor}`)
    expect(second.json()).toHaveLength(5)
    expect(second.headers.link).toBeUndefined()
    const ids = [...first.json(), ...second.json()].map((post: { _id: string }) => post._id)
    expect(ids).toEqual(seeded)
  })

  test('a post published between pages is neither repeated nor makes one skipped', async () => {
    const before = (await walk('/api/posts?limit=100')).flat()
    const first = await send('GET', '/api/posts?limit=4')
    const seen = first.json<{ _id: string }[]>().map((post) => post._id)
    const fresh = await publishPost(suite.t, suite.author)
    const link = String(first.headers.link)
    const rest = await walk(link.slice(1, link.indexOf('>')))
    expect([...seen, ...rest.flat()]).toEqual(before)
    // A walk from the top starts with it.
    const top = await send('GET', '/api/posts?limit=1')
    expect(top.json<{ _id: string }[]>()[0]?._id).toBe(fresh)
  })

  test('GET /api/userPost, comments and notifications page the same way', async () => {
    const writer = await createUser(suite.t)
    const reader = await createUser(suite.t)
    const posts = [
      await publishPost(suite.t, writer),
      await publishPost(suite.t, writer),
      await publishPost(suite.t, writer),
    ]
    const comments = []
    for (const text of ['a', 'b', 'c']) {
      comments.push(
        (await commentOn(suite.t, reader, { postId: posts[0] ?? '', comment: text }))._id,
      )
    }
    expect(await walk('/api/userPost?limit=2', bearer(writer))).toEqual([
      [posts[2], posts[1]],
      [posts[0]],
    ])
    // A page exactly as long as what is left links no next page.
    expect(await walk('/api/userPost?limit=3', bearer(writer))).toEqual([
      [posts[2], posts[1], posts[0]],
    ])
    expect(await walk(`/api/comment/${posts[0]}?limit=2`)).toEqual([
      [comments[2], comments[1]],
      [comments[0]],
    ])
    const notifications = await walk(
      `/api/notification/${encodeURIComponent(writer.email)}?limit=2`,
      bearer(writer),
    )
    expect(notifications.map((page) => page.length)).toEqual([2, 1])
  })

  test('a forged cursor is 400', async () => {
    const forged = Buffer.from('yesterday|seed01').toString('base64url')
    const res = await send('GET', `/api/posts?cursor=${forged}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ cursor: 'Not a valid cursor' })
  })
})
