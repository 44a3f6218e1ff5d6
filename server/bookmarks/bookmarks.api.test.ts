// Issue 24 item 4: the reading list — saved once however often, the reader's alone, newest
// bookmark first in keyset pages, only posts the reader may read, and nothing public changes.
import { describe, expect, test } from 'vitest'
import { BookmarkResultSchema } from '../../contract/bookmarks'
import { PostListSchema, PostSchema } from '../../contract/posts'
import { nextCursorFromLink } from '../../contract/wire'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs } from '../../tests/setup/suite'

describe.each(testDialects())('the reading list on %s', (dialect) => {
  const suite = appWithUsers(dialect, {
    author: 'Grace Hopper',
    reader: 'Rita Reader',
    other: 'Otto Other',
  })

  const call = requestAs(suite)
  const bookmark = async (verb: 'PUT' | 'DELETE', postId: string, as: TestUser) => {
    const res = await call(verb, `/api/post/${postId}/bookmark`, as)
    expect(res.statusCode, res.body).toBe(200)
    return BookmarkResultSchema.parse(res.json())
  }
  const listOf = async (as: TestUser, url = '/api/bookmarks') => {
    const res = await call('GET', url, as)
    expect(res.statusCode, res.body).toBe(200)
    return {
      posts: PostListSchema.parse(res.json()),
      next: nextCursorFromLink(res.headers.link as string),
    }
  }

  test('saving twice is saving once; taking it off twice too; the post says so to its reader only', async () => {
    const postId = await publishPost(suite.t, suite.author)
    expect(await bookmark('PUT', postId, suite.reader)).toEqual({ bookmarked: true })
    expect(await bookmark('PUT', postId, suite.reader)).toEqual({ bookmarked: true })
    const mine = await call('GET', `/api/post/${postId}`, suite.reader)
    expect(PostSchema.parse(mine.json()).bookmarkedByMe).toBe(true)
    expect(mine.headers['cache-control']).toMatch(/^private/)
    const theirs = await call('GET', `/api/post/${postId}`, suite.other)
    expect(PostSchema.parse(theirs.json()).bookmarkedByMe).toBe(false)
    const anyone = await call('GET', `/api/post/${postId}`)
    expect(PostSchema.parse(anyone.json()).bookmarkedByMe).toBe(false)
    const feed = PostListSchema.parse(
      (await call('GET', '/api/posts?limit=100', suite.reader)).json(),
    )
    expect(feed.find((p) => p._id === postId)?.bookmarkedByMe).toBe(true)
    expect((await listOf(suite.reader)).posts.filter((p) => p._id === postId)).toHaveLength(1)
    expect((await listOf(suite.other)).posts.some((p) => p._id === postId)).toBe(false)

    expect(await bookmark('DELETE', postId, suite.reader)).toEqual({ bookmarked: false })
    expect(await bookmark('DELETE', postId, suite.reader)).toEqual({ bookmarked: false })
    expect((await listOf(suite.reader)).posts.some((p) => p._id === postId)).toBe(false)
  })

  test('the list is newest bookmark first, not newest post first, in keyset pages', async () => {
    const user = await createUser(suite.t, { name: 'Paging Reader' })
    const ids: string[] = []
    for (let i = 0; i < 5; i++)
      ids.push(await publishPost(suite.t, suite.author, { postTitle: `Post ${i}` }))
    // Saved oldest post last: the list follows the saving, not the posts' dates.
    for (const id of [...ids].reverse()) await bookmark('PUT', id, user)
    const first = await listOf(user, '/api/bookmarks?limit=2')
    expect(first.posts.map((p) => p._id)).toEqual([ids[0], ids[1]])
    expect(first.next).not.toBeNull()
    const second = await listOf(user, `/api/bookmarks?limit=2&cursor=${first.next}`)
    expect(second.posts.map((p) => p._id)).toEqual([ids[2], ids[3]])
    const third = await listOf(user, `/api/bookmarks?limit=2&cursor=${second.next}`)
    expect(third.posts.map((p) => p._id)).toEqual([ids[4]])
    expect(third.next).toBeNull()
    // A feed card's shape: a preview, not the whole body.
    expect(first.posts[0]).toMatchObject({ postTitle: 'Post 0', bookmarkedByMe: true })
  })

  test('only a published post its reader may read: no draft, nothing made up; a deleted post leaves the list', async () => {
    const draft = await publishPost(suite.t, suite.author, { status: 'draft' })
    const res = await call('PUT', `/api/post/${draft}/bookmark`, suite.reader)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
    // Nor its author's own, until it is published (server/posts/draft-refusals.api.test.ts).
    expect((await call('PUT', `/api/post/${draft}/bookmark`, suite.author)).statusCode).toBe(409)
    for (const id of ['nope', 'x'.repeat(65), '%2e%2e']) {
      const missing = await call('PUT', `/api/post/${id}/bookmark`, suite.reader)
      expect(missing.statusCode, id).toBe(404)
    }
    const postId = await publishPost(suite.t, suite.author)
    await bookmark('PUT', postId, suite.reader)
    const deleted = await call('DELETE', `/api/deletePost/${postId}`, suite.author)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await listOf(suite.reader)).posts.some((p) => p._id === postId)).toBe(false)
    expect((await call('DELETE', `/api/post/${postId}/bookmark`, suite.reader)).statusCode).toBe(
      404,
    )
  })

  test('a visitor has no reading list: 401 in the error shape, and nothing is saved', async () => {
    const postId = await publishPost(suite.t, suite.author)
    for (const [method, url] of [
      ['GET', '/api/bookmarks'],
      ['PUT', `/api/post/${postId}/bookmark`],
      ['DELETE', `/api/post/${postId}/bookmark`],
    ] as const) {
      const res = await call(method, url)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json()).toMatchObject({ error: { code: expect.any(String) } })
    }
  })

  test('saving changes nothing anyone else reads: a kept public answer stays', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const before = await call('GET', `/api/post/${postId}`)
    const again = await call('GET', `/api/post/${postId}`)
    await bookmark('PUT', postId, suite.reader)
    const after = await call('GET', `/api/post/${postId}`, undefined)
    expect(after.headers.etag).toBe(again.headers.etag)
    expect(after.body).toBe(before.body)
  })
})
