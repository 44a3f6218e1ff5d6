// A draft's own page has no likes, reading list or comments (ADR 0078, "A draft's own page"), and
// neither has the API: its author's like, save or comment is a 409 that says why, anyone else's
// a 404 as for a post that is not there (an editor's too, for a like), and nothing is written.
// Taking a like or a save back stays open; once the post is published all three work.
import { describe, expect, test } from 'vitest'
import { bookmarkMessages } from '../bookmarks/bookmark-repository'
import { commentMessages } from '../comments/add-comment'
import { likeMessages } from '../likes/like-repository'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, giveRoles, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs } from '../../tests/setup/suite'

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString()

describe.each(testDialects())('likes, saves and comments of a post not out on %s', (dialect) => {
  const suite = appWithUsers(dialect, {
    author: 'Dora Drafter',
    reader: 'Rita Reader',
    editor: 'Eddie Editor',
  })
  const call = requestAs(suite)

  const like = (postId: string, as: TestUser) => call('PUT', `/api/post/${postId}/like`, as)
  const save = (postId: string, as: TestUser) => call('PUT', `/api/post/${postId}/bookmark`, as)
  const comment = (postId: string, as: TestUser) =>
    call('POST', '/api/comment', as, { postId, comment: 'Lovely words, already.' })

  const written = async (postId: string) => {
    const { db } = suite.t.app.database
    const count = async (table: 'likes' | 'bookmarks' | 'comments', column: 'post_id' | 'id') =>
      (await db.selectFrom(table).select(column).where(column, '=', postId).execute()).length
    return {
      likes: await count('likes', 'post_id'),
      bookmarks: await count('bookmarks', 'id'),
      comments: await count('comments', 'post_id'),
    }
  }
  const nothing = { likes: 0, bookmarks: 0, comments: 0 }

  for (const [kind, overrides] of [
    ['draft', { status: 'draft' as const }],
    ['draft with no text or image', { status: 'draft' as const, postBody: '', image: '' }],
    ['scheduled post', { status: 'scheduled' as const, publishAt: inAnHour() }],
  ] as const) {
    test(`its author’s ${kind}: like, save and comment are 409s that say why`, async () => {
      const postId = await publishPost(suite.t, suite.author, overrides)
      for (const [res, message] of [
        [await like(postId, suite.author), likeMessages.unpublished],
        [await save(postId, suite.author), bookmarkMessages.unpublished],
        [await comment(postId, suite.author), commentMessages.unpublished],
      ] as const) {
        expect(res.statusCode, res.body).toBe(409)
        expect(res.json()).toEqual({ error: { code: 'conflict', message } })
      }
      expect(await written(postId)).toEqual(nothing)
    })
  }

  test('someone else’s draft is a 404 to each, as for a post not there; an editor’s like too', async () => {
    await giveRoles(suite.t, [[suite.editor, 'editor']])
    const postId = await publishPost(suite.t, suite.author, { status: 'draft' })
    // The editor reads the draft (to publish it), but it is not there to like, save or answer.
    expect((await call('GET', `/api/post/${postId}`, suite.editor)).statusCode).toBe(200)
    for (const as of [suite.reader, suite.editor]) {
      for (const res of [
        await like(postId, as),
        await save(postId, as),
        await comment(postId, as),
      ]) {
        expect(res.statusCode, res.body).toBe(404)
        expect(res.json()).toMatchObject({ error: { code: 'not_found' } })
      }
    }
    expect(await written(postId)).toEqual(nothing)
  })

  test('taken back to a draft: a like and a save made while it was out can still be taken back', async () => {
    const postId = await publishPost(suite.t, suite.author)
    expect((await like(postId, suite.author)).statusCode).toBe(200)
    expect((await save(postId, suite.author)).statusCode).toBe(200)
    const unpublish = await call('PUT', `/api/updatePost/${postId}`, suite.author, {
      postBody: { ...postInput(), status: 'draft' },
    })
    expect(unpublish.statusCode, unpublish.body).toBe(200)
    expect((await like(postId, suite.author)).statusCode).toBe(409)
    expect((await save(postId, suite.author)).statusCode).toBe(409)
    const unlike = await call('DELETE', `/api/post/${postId}/like`, suite.author)
    expect(unlike.json()).toEqual({ likeCount: 0, likedByMe: false })
    const unsave = await call('DELETE', `/api/post/${postId}/bookmark`, suite.author)
    expect(unsave.json()).toEqual({ bookmarked: false })
    expect(await written(postId)).toEqual(nothing)
  })

  test('published, the same draft takes likes, saves and comments', async () => {
    const postId = await publishPost(suite.t, suite.author, { status: 'draft' })
    const publish = await call('PUT', `/api/updatePost/${postId}`, suite.author, {
      postBody: { ...postInput(), status: 'published' },
    })
    expect(publish.statusCode, publish.body).toBe(200)
    expect((await like(postId, suite.reader)).statusCode).toBe(200)
    expect((await save(postId, suite.reader)).statusCode).toBe(200)
    expect((await comment(postId, suite.reader)).statusCode).toBe(201)
    expect((await like(postId, suite.author)).statusCode).toBe(200)
    expect(await written(postId)).toEqual({ likes: 2, bookmarks: 1, comments: 1 })
  })
})
