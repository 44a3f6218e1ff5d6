// Preview links (ADR 0079): the author or an editor shares a draft by a secret link, anyone
// reads it signed out, and it opens nothing once stopped, published or deleted (both databases).
import { describe, expect, test } from 'vitest'
import {
  PREVIEW_TOKEN_PATTERN,
  PreviewLinkSchema,
  PreviewLinkStateSchema,
  PreviewedPostSchema,
} from '../../contract/preview-links'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, giveRoles, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs } from '../../tests/setup/suite'
import { hashOf } from './repository'

describe.each(testDialects())('preview links on %s', (dialect) => {
  const suite = appWithUsers(dialect, {
    author: 'Pia Preview',
    editor: 'Ed Itor',
    stranger: 'Sam Stranger',
  })
  const send = requestAs(suite)
  const draft = (overrides = {}) =>
    publishPost(suite.t, suite.author, {
      postTitle: 'Before it is out',
      postBody: 'Tide tables, *not yet* checked.',
      status: 'draft',
      ...overrides,
    })
  const share = async (postId: string, as: TestUser = suite.author) => {
    const res = await send('PUT', `/api/post/${postId}/preview-link`, as)
    expect(res.statusCode, res.body).toBe(200)
    return PreviewLinkSchema.parse(res.json())
  }
  const open = (token: string, as?: TestUser) => send('GET', `/api/preview-links/${token}`, as)

  test('the author shares a draft; anyone opens it signed out, as the post page draws it', async () => {
    const postId = await draft()
    const link = await share(postId)
    expect(link.token).toMatch(PREVIEW_TOKEN_PATTERN)
    expect(link.path).toBe(`/preview/${link.token}`)

    const res = await open(link.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers['x-robots-tag']).toBe('noindex')
    expect(res.headers.etag).toBeUndefined()
    const { post, preview } = PreviewedPostSchema.parse(res.json())
    expect(preview).toBe(true)
    expect(post._id).toBe(postId)
    expect(post.status).toBe('draft')
    expect(post.bodyHtml).toContain('<em>not yet</em>')
    expect(post.likedByMe).toBe(false)
    // Signed in as anyone, it is the same answer, and the draft itself stays theirs alone.
    expect((await open(link.token, suite.stranger)).statusCode).toBe(200)
    expect((await send('GET', `/api/post/${postId}`, suite.stranger)).statusCode).toBe(404)
    expect((await send('GET', `/api/post/${postId}`)).statusCode).toBe(404)
  })

  test('sharing again answers the same link; the writer reads it back; only its hash is stored', async () => {
    const postId = await draft()
    const first = await share(postId)
    expect(await share(postId)).toEqual(first)
    const state = await send('GET', `/api/post/${postId}/preview-link`, suite.author)
    expect(PreviewLinkStateSchema.parse(state.json()).link).toEqual(first)

    const rows = await suite.t.app.database.db
      .selectFrom('preview_links')
      .selectAll()
      .where('post_id', '=', postId)
      .execute()
    expect(rows).toHaveLength(1)
    expect(JSON.stringify(rows)).not.toContain(first.token)
    expect(rows[0]?.token_hash).toBe(hashOf(first.token))
  })

  test('shared five times at once: one link, the same for all, never a 5xx', async () => {
    const postId = await draft()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        send('PUT', `/api/post/${postId}/preview-link`, suite.author),
      ),
    )
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200])
    const state = await send('GET', `/api/post/${postId}/preview-link`, suite.author)
    const { link } = PreviewLinkStateSchema.parse(state.json())
    expect(link).not.toBeNull()
    // Each answer is a link that was live when it was made; the one that stands opens the post.
    expect((await open(link?.token ?? '')).statusCode).toBe(200)
  })

  test('stopped, the link opens nothing, signed in or out; shared again, it is a new link', async () => {
    const postId = await draft()
    const link = await share(postId)
    const stop = await send('DELETE', `/api/post/${postId}/preview-link`, suite.author)
    expect(stop.statusCode, stop.body).toBe(200)
    expect(stop.json()).toEqual({ deletedCount: 1 })
    for (const as of [undefined, suite.stranger, suite.author]) {
      const res = await open(link.token, as)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('not_found')
      expect(res.headers['cache-control']).toBe('private, no-store')
    }
    const state = await send('GET', `/api/post/${postId}/preview-link`, suite.author)
    expect(state.json()).toEqual({ link: null })
    // Stopping twice changes nothing; sharing again makes a link the old one is not.
    expect((await send('DELETE', `/api/post/${postId}/preview-link`, suite.author)).json()).toEqual(
      { deletedCount: 0 },
    )
    const again = await share(postId)
    expect(again.token).not.toBe(link.token)
    expect((await open(again.token)).statusCode).toBe(200)
    expect((await open(link.token)).statusCode).toBe(404)
  })

  test('published, the link is dead, and stays dead if the post is taken back to a draft', async () => {
    const postId = await draft({ postBody: 'Ready.' })
    const link = await share(postId)
    const publish = async (status: 'published' | 'draft') => {
      const res = await send('PUT', `/api/updatePost/${postId}`, suite.author, {
        postBody: { ...postInput({ postTitle: 'Before it is out', postBody: 'Ready.' }), status },
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    await publish('published')
    expect((await open(link.token)).statusCode).toBe(404)
    const refused = await send('PUT', `/api/post/${postId}/preview-link`, suite.author)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('conflict')
    await publish('draft')
    expect((await open(link.token)).statusCode).toBe(404)
    expect((await send('GET', `/api/post/${postId}/preview-link`, suite.author)).json()).toEqual({
      link: null,
    })
  })

  test('a scheduled post is shared too; deleted, its link goes with it', async () => {
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Out on Friday',
      status: 'scheduled',
      publishAt: new Date(Date.now() + 86_400_000).toISOString(),
    })
    const link = await share(postId)
    const res = await open(link.token)
    expect(res.statusCode, res.body).toBe(200)
    expect(PreviewedPostSchema.parse(res.json()).post.status).toBe('scheduled')

    const deleted = await send('DELETE', `/api/deletePost/${postId}`, suite.author)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await open(link.token)).statusCode).toBe(404)
    const rows = await suite.t.app.database.db
      .selectFrom('preview_links')
      .select('id')
      .where('post_id', '=', postId)
      .execute()
    expect(rows).toEqual([])
  })

  test('a post hidden by a moderator opens nothing through its link', async () => {
    const postId = await draft()
    const link = await share(postId)
    await suite.t.app.database.db
      .updateTable('posts')
      .set({ hidden: 'moderator' })
      .where('id', '=', postId)
      .execute()
    expect((await open(link.token)).statusCode).toBe(404)
  })

  test('an editor shares anyone’s draft; someone else may not, nor see whether there is a link', async () => {
    await giveRoles(suite.t, [[suite.editor, 'editor']])
    const postId = await draft()
    const link = await share(postId, suite.editor)
    expect(await share(postId)).toEqual(link)
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await send(method, `/api/post/${postId}/preview-link`, suite.stranger)
      expect(res.statusCode).toBe(403)
      expect(JSON.stringify(res.json())).not.toContain(link.token)
      expect((await send(method, `/api/post/${postId}/preview-link`)).statusCode).toBe(401)
    }
    expect((await open(link.token)).statusCode).toBe(200)
    expect((await send('GET', `/api/post/nope/preview-link`, suite.author)).statusCode).toBe(404)
  })

  test('anything but a live token is a 404, never a 400 or a 500', async () => {
    for (const token of ['x', 'A'.repeat(43), '%00', 'a'.repeat(300), 'A'.repeat(42) + '!']) {
      const res = await open(encodeURIComponent(token))
      expect(res.statusCode, token).toBe(404)
    }
  })

  test('the preview is never kept: asked twice, a stopped link is a 404 the second time', async () => {
    const postId = await draft()
    const link = await share(postId)
    expect((await open(link.token)).statusCode).toBe(200)
    expect((await open(link.token)).statusCode).toBe(200)
    await suite.t.app.database.db
      .deleteFrom('preview_links')
      .where('post_id', '=', postId)
      .execute()
    expect((await open(link.token)).statusCode).toBe(404)
  })
})
