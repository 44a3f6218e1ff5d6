// Issue 29's "done when", between two Quill instances on loopback (127.0.0.2 and 127.0.0.3, each
// its own PUBLIC_URL, database and job queue), all through their public APIs: B's person follows
// A's author by handle; A publishes → it is in B's following feed; B replies → a comment on A's
// post; B likes → A's count; A deletes → gone on B. Nothing is faked: WebFinger, the actors,
// the signed deliveries and both job queues are the real ones, over real HTTP.
import { describe, expect, test } from 'vitest'
import { AuthorSchema } from '../../contract/profiles'
import { PostListSchema, PostSchema } from '../../contract/posts'
import { RemoteFollowListSchema } from '../../contract/remote-follows'
import { testDialects } from '../../tests/setup/server'
import { eventually, imageOn } from '../../tests/setup/two-instances'
import { bearer, commentsOf, notificationsOf, publishPost } from '../../tests/setup/users'
import { adaAndBob } from './federation-test-kit'

describe.each(testDialects())('two Quill instances federating, on %s', (dialect) => {
  const two = adaAndBob(dialect, 'Bob Ng')
  let postId: string

  const feedOfBob = async () => {
    const res = await two.b.app.inject({ url: '/api/feed/following', headers: bearer(two.bob) })
    expect(res.statusCode, res.body).toBe(200)
    return PostListSchema.parse(res.json())
  }
  const adaPost = async () => {
    const res = await two.a.app.inject({ url: `/api/post/${postId}` })
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json())
  }

  test('B follows A’s author by handle: accepted, and counted among her followers', async () => {
    const res = await two.b.app.inject({
      method: 'POST',
      url: '/api/remote-follows',
      headers: bearer(two.bob),
      payload: { handle: `@ada@${new URL(two.a.origin).host}` },
    })
    expect(res.statusCode, res.body).toBe(201)
    await eventually(async () => {
      const list = await two.b.app.inject({ url: '/api/remote-follows', headers: bearer(two.bob) })
      expect(RemoteFollowListSchema.parse(list.json())[0]?.state).toBe('accepted')
    })
    const author = await two.a.app.inject({ url: `/api/authors/${two.ada.uid}` })
    expect(AuthorSchema.parse(author.json()).followerCount).toBe(1)
  }, 30_000)

  test('A publishes → the post is in B’s following feed, marked remote', async () => {
    postId = await publishPost(two.a, two.ada, {
      postTitle: 'Tides and boats',
      postBody: 'The water was cold.',
      image: imageOn(two.a),
    })
    const remote = await eventually(async () => {
      const [first] = await feedOfBob()
      expect(first).toMatchObject({
        postTitle: 'Tides and boats',
        remote: { handle: `ada@${new URL(two.a.origin).host}` },
      })
      return first!
    })
    expect(remote.remote?.url).toBe(`${two.a.origin}/post/${postId}/tides-and-boats`)
  }, 30_000)

  test('B replies → a comment on A’s post, marked with B’s server; B likes → A’s count', async () => {
    const [remote] = await feedOfBob()
    const reply = await two.b.app.inject({
      method: 'POST',
      url: `/api/remote-posts/${remote!._id}/replies`,
      headers: bearer(two.bob),
      payload: { comment: 'Lovely <b>tides</b> & boats' },
    })
    expect(reply.statusCode, reply.body).toBe(202)
    await eventually(async () => {
      const [comment] = await commentsOf(two.a, postId)
      expect(comment).toMatchObject({
        comment: 'Lovely <b>tides</b> & boats',
        userName: 'Bob Ng',
        remote: { handle: `bob@${new URL(two.b.origin).host}` },
      })
    })
    expect((await notificationsOf(two.a, two.ada)).map((n) => n.title)).toContain(
      'Bob Ng commented on your post',
    )
    const like = await two.b.app.inject({
      method: 'PUT',
      url: `/api/remote-posts/${remote!._id}/like`,
      headers: bearer(two.bob),
    })
    expect(like.statusCode, like.body).toBe(200)
    await eventually(async () => expect((await adaPost()).likeCount).toBe(1))
    expect((await feedOfBob())[0]?.likedByMe).toBe(true)
    // Taken back there, taken back here.
    await two.b.app.inject({
      method: 'DELETE',
      url: `/api/remote-posts/${remote!._id}/like`,
      headers: bearer(two.bob),
    })
    await eventually(async () => expect((await adaPost()).likeCount).toBe(0))
  }, 30_000)

  test('A deletes → gone on B', async () => {
    const res = await two.a.app.inject({
      method: 'DELETE',
      url: `/api/deletePost/${postId}`,
      headers: bearer(two.ada),
    })
    expect(res.statusCode, res.body).toBe(200)
    await eventually(async () => expect(await feedOfBob()).toEqual([]))
  }, 30_000)
})
