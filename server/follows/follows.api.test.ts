// Issue 24, items 2–3: following authors and tags (idempotent, counted, never yourself), the
// author told once per person ever, and the following feed (paged like /posts, each post once).
import { beforeAll, describe, expect, test } from 'vitest'
import { FollowResultSchema, TagInfoSchema } from '../../contract/follows'
import { NotificationListSchema } from '../../contract/notifications'
import { PostListSchema } from '../../contract/posts'
import { AuthorSchema } from '../../contract/profiles'
import { PUBLIC_CACHE_CONTROL } from '../../tests/setup/cache'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('follows on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Ada Moreno', reader: 'Rita Reader' })
  const send = requestWith(suite)
  beforeAll(async () => {
    await publishPost(suite.t, suite.author, { tags: ['sea'] })
  })

  const call = requestAs(suite)

  test('an author id with a NUL or another control character is not found, never a 500', async () => {
    // The PostgreSQL fuzz found it: PostgreSQL refuses a NUL in text.
    for (const id of ['%00', 'a%00b', '%1F', '%7F']) {
      for (const [method, url, as] of [
        ['GET', `/api/authors/${id}`, undefined],
        ['PUT', `/api/authors/${id}/follow`, suite.reader],
        ['DELETE', `/api/authors/${id}/follow`, suite.reader],
      ] as const) {
        const res = await call(method, url, as)
        expect(res.statusCode, `${method} ${url}`).toBe(404)
        expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
      }
      const list = await call('GET', `/api/posts?author=${id}`)
      expect(list.statusCode, `?author=${id}`).toBe(400)
    }
  })
  const follow = async (verb: 'PUT' | 'DELETE', path: string, as: TestUser) => {
    const res = await call(verb, `/api/${path}/follow`, as)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.body).not.toContain('@')
    return FollowResultSchema.parse(res.json())
  }
  const followsOf = async (user: TestUser) => {
    const res = await call('GET', `/api/notification/${encodeURIComponent(user.email)}`, user)
    return NotificationListSchema.parse(res.json()).filter((n) => n.type === 'follow')
  }

  test('following an author is idempotent and counted; the author answer says who follows', async () => {
    const other = await createUser(suite.t, { name: 'Otto' })
    const path = `authors/${suite.author.uid}`
    expect(await follow('PUT', path, suite.reader)).toEqual({ following: true, followerCount: 1 })
    expect(await follow('PUT', path, suite.reader)).toEqual({ following: true, followerCount: 1 })
    expect(await follow('PUT', path, other)).toEqual({ following: true, followerCount: 2 })
    const mine = await call('GET', `/api/authors/${suite.author.uid}`, suite.reader)
    expect(AuthorSchema.parse(mine.json())).toMatchObject({ followerCount: 2, followedByMe: true })
    expect(mine.headers['cache-control']).toBe('private, no-cache')
    const anyone = await call('GET', `/api/authors/${suite.author.uid}`)
    expect(anyone.json()).toMatchObject({ followerCount: 2, followedByMe: false })
    expect(anyone.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL)
    expect(await follow('DELETE', path, other)).toEqual({ following: false, followerCount: 1 })
    expect(await follow('DELETE', path, other)).toEqual({ following: false, followerCount: 1 })
    // The kept public answer was dropped by the write.
    const after = await call('GET', `/api/authors/${suite.author.uid}`)
    expect(after.json()).toMatchObject({ followerCount: 1 })
    expect(after.headers.etag).not.toBe(anyone.headers.etag)
  })

  test('the author is told once per person ever, with the follower’s name and no post', async () => {
    const fan = await createUser(suite.t, { name: 'Fay Fan' })
    const path = `authors/${suite.author.uid}`
    await follow('PUT', path, fan)
    await follow('DELETE', path, fan)
    await follow('PUT', path, fan)
    const notices = (await followsOf(suite.author)).filter((n) => n.actorId === fan.uid)
    expect(notices).toEqual([
      {
        _id: expect.any(String),
        type: 'follow',
        title: 'Fay Fan followed you',
        detail: '',
        postTitle: '',
        actorId: fan.uid,
        actorName: 'Fay Fan',
        actorPhotoURL: '',
        date: expect.any(String),
        read: false,
      },
    ])
    // The notification links to their handle once they have one, and shows their name now.
    await send('PUT', '/api/profile', bearer(fan), {
      displayName: 'Fay F',
      photoURL: '',
      handle: 'fay',
    })
    const [renamed] = (await followsOf(suite.author)).filter((n) => n.actorId === fan.uid)
    expect(renamed).toMatchObject({ title: 'Fay F followed you', actorHandle: 'fay' })
  })

  test('you cannot follow yourself; an unknown author is 404; a visitor 401', async () => {
    const self = await call('PUT', `/api/authors/${suite.author.uid}/follow`, suite.author)
    expect(self.statusCode).toBe(400)
    expect(self.json()).toEqual({
      error: { code: 'bad_request', message: 'You cannot follow yourself' },
    })
    for (const id of ['no-such-uid', 'x'.repeat(300)]) {
      const res = await call('PUT', `/api/authors/${id}/follow`, suite.reader)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Author not found' } })
    }
    expect((await call('PUT', `/api/authors/${suite.author.uid}/follow`)).statusCode).toBe(401)
    expect((await call('PUT', '/api/tags/sea/follow')).statusCode).toBe(401)
    expect((await call('GET', '/api/feed/following')).statusCode).toBe(401)
    expect(await followsOf(suite.author)).not.toContainEqual(
      expect.objectContaining({ actorId: suite.author.uid }),
    )
  })

  test('following a tag is idempotent, counted, normalised; the tag answer shows it', async () => {
    expect(await follow('PUT', 'tags/sea', suite.reader)).toEqual({
      following: true,
      followerCount: 1,
    })
    expect(await follow('PUT', 'tags/%23SEA', suite.reader)).toEqual({
      following: true,
      followerCount: 1,
    })
    const mine = await call('GET', '/api/tags/sea', suite.reader)
    expect(TagInfoSchema.parse(mine.json())).toEqual({
      tag: 'sea',
      postCount: 1,
      followerCount: 1,
      followedByMe: true,
    })
    expect(mine.headers['cache-control']).toBe('private, no-cache')
    expect((await call('GET', '/api/tags/Sea')).json()).toMatchObject({ followedByMe: false })
    expect((await call('GET', '/api/tags/no-posts-here')).statusCode).toBe(404)
    expect((await call('PUT', '/api/tags/not%20a%20tag!/follow', suite.reader)).statusCode).toBe(
      404,
    )
    expect(await follow('DELETE', 'tags/sea', suite.reader)).toEqual({
      following: false,
      followerCount: 0,
    })
    expect(await follow('DELETE', 'tags/sea', suite.reader)).toEqual({
      following: false,
      followerCount: 0,
    })
  })

  test('the following feed: followed authors’ and tags’ published posts, newest first, each once, paged', async () => {
    const follower = await createUser(suite.t, { name: 'Paging Pat' })
    const writer = await createUser(suite.t, { name: 'Walt Writer' })
    const stranger = await createUser(suite.t, { name: 'Stan Stranger' })
    const expected: string[] = []
    for (let i = 0; i < 7; i++) {
      // By a followed author, some also with the followed tag: each must come once.
      expected.push(
        await publishPost(suite.t, writer, { postTitle: `W${i}`, tags: i % 2 ? ['knots'] : [] }),
      )
      expected.push(await publishPost(suite.t, stranger, { postTitle: `S${i}`, tags: ['knots'] }))
      await publishPost(suite.t, stranger, { postTitle: `Unfollowed ${i}`, tags: ['other'] })
    }
    await publishPost(suite.t, writer, {
      postTitle: 'Draft',
      status: 'draft',
      postBody: '',
      image: '',
    })
    await follow('PUT', `authors/${writer.uid}`, follower)
    await follow('PUT', 'tags/knots', follower)
    const seen: string[] = []
    let url: string | undefined = '/api/feed/following?limit=4'
    let pages = 0
    while (url) {
      const res = await call('GET', url, follower)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-cache')
      const posts = PostListSchema.parse(res.json())
      seen.push(...posts.map((p) => p._id))
      url = /<([^>]+)>; rel="next"/.exec(String(res.headers.link ?? ''))?.[1]
      pages++
    }
    expect(pages).toBe(4)
    expect(seen).toEqual([...expected].reverse())
    const empty = await call('GET', '/api/feed/following', stranger)
    expect(empty.statusCode).toBe(200)
    expect(empty.json()).toEqual([])
  })

  test('suggestions: the most published authors and most used tags, not yourself nor what you follow', async () => {
    const newcomer = await createUser(suite.t, { name: 'Nell New' })
    const before = (await call('GET', '/api/feed/suggestions', newcomer)).json()
    expect(before.authors.length).toBeGreaterThan(0)
    expect(before.tags.map((x: { tag: string }) => x.tag)).toContain('knots')
    const top = before.authors[0]
    await follow('PUT', `authors/${top.authorId}`, newcomer)
    await follow('PUT', 'tags/knots', newcomer)
    const after = (await call('GET', '/api/feed/suggestions', newcomer)).json()
    expect(after.authors.map((a: { authorId: string }) => a.authorId)).not.toContain(top.authorId)
    expect(after.tags.map((x: { tag: string }) => x.tag)).not.toContain('knots')
    const mine = (await call('GET', '/api/feed/suggestions', suite.author)).json()
    expect(mine.authors.map((a: { authorId: string }) => a.authorId)).not.toContain(
      suite.author.uid,
    )
    expect(JSON.stringify(mine)).not.toContain('@quill')
  })
})
