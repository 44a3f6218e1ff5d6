// Issue 27 item 4 on both databases: every saved change of a post's text is a revision (a change
// of status alone is not); the author lists them newest first, reads one whole, and restores
// one, which is itself a new revision; nobody else sees any of it.
import { describe, expect, test } from 'vitest'
import { PostSchema } from '../../contract/posts'
import { RevisionListSchema, RevisionSchema } from '../../contract/revisions'
import { testDialects } from '../../tests/setup/server'
import { bearer, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestAs, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('revisions on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Rev Author', other: 'Nosy Other' })
  const send = requestWith(suite)

  const call = requestAs(suite)
  const edit = async (postId: string, changes: Record<string, unknown>) => {
    const res = await send('PUT', `/api/updatePost/${postId}`, bearer(suite.author), {
      postBody: { ...postInput(), ...changes },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const history = async (postId: string) => {
    const res = await call('GET', `/api/post/${postId}/revisions`, suite.author)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return RevisionListSchema.parse(res.json())
  }
  const revision = async (postId: string, revisionId: string) => {
    const res = await call('GET', `/api/post/${postId}/revisions/${revisionId}`, suite.author)
    expect(res.statusCode, res.body).toBe(200)
    return RevisionSchema.parse(res.json())
  }

  test('each saved change is a revision, newest first; a status change alone is none', async () => {
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'First title',
      tags: ['one'],
    })
    await edit(postId, { postTitle: 'Second title', tags: ['one', 'two'] })
    await edit(postId, { postTitle: 'Second title', tags: ['one', 'two'], status: 'draft' })
    await edit(postId, { postTitle: 'Second title', tags: ['one', 'two'], status: 'draft' })

    const list = await history(postId)
    expect(list.map((r) => [r.postTitle, r.tags])).toEqual([
      ['Second title', ['one', 'two']],
      ['First title', ['one']],
    ])
    expect(list.every((r) => r.authorId === suite.author.uid)).toBe(true)
    const first = await revision(postId, list[1]!._id)
    expect(first).toMatchObject({
      postId,
      postTitle: 'First title',
      postBody: postInput().postBody,
    })
  })

  test('restoring brings the text back as a new revision, the status and date kept', async () => {
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Original',
      postBody: 'Old words.',
    })
    await edit(postId, { postTitle: 'Rewritten', postBody: 'New words.' })
    const [, original] = await history(postId)
    const before = PostSchema.parse((await call('GET', `/api/post/${postId}`, suite.author)).json())

    const res = await call(
      'POST',
      `/api/post/${postId}/revisions/${original!._id}/restore`,
      suite.author,
    )
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ restored: true })

    const after = PostSchema.parse((await call('GET', `/api/post/${postId}`, suite.author)).json())
    expect(after).toMatchObject({
      postTitle: 'Original',
      postBody: 'Old words.',
      status: 'published',
    })
    expect(after.bodyHtml).toContain('Old words.')
    expect(after.date).toBe(before.date)
    expect((await history(postId)).map((r) => r.postTitle)).toEqual([
      'Original',
      'Rewritten',
      'Original',
    ])
    // The public answers follow at once.
    const anyone = PostSchema.parse((await call('GET', `/api/post/${postId}`)).json())
    expect(anyone.postTitle).toBe('Original')

    // Restoring what the post already says changes nothing, and records nothing.
    const again = await call(
      'POST',
      `/api/post/${postId}/revisions/${original!._id}/restore`,
      suite.author,
    )
    expect(again.json()).toEqual({ restored: false })
    expect(await history(postId)).toHaveLength(3)
  })

  test("a version without an image is not restored over a published post's", async () => {
    const create = await send('POST', '/api/post', bearer(suite.author), {
      postTitle: 'Imageless draft',
      status: 'draft',
    })
    const postId = create.json().insertedId as string
    await edit(postId, { postTitle: 'Now with an image', status: 'published' })
    const [, draft] = await history(postId)
    const res = await call(
      'POST',
      `/api/post/${postId}/revisions/${draft!._id}/restore`,
      suite.author,
    )
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ image: 'Image is required' })
    expect((await history(postId))[0]!.postTitle).toBe('Now with an image')
  })

  test('nobody else reads or restores a history: 401 without a token, 403 for another, 404 for no such', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const [only] = await history(postId)
    const one = `/api/post/${postId}/revisions/${only!._id}`
    for (const url of [`/api/post/${postId}/revisions`, one]) {
      expect((await call('GET', url)).statusCode).toBe(401)
      const refused = await call('GET', url, suite.other)
      expect(refused.statusCode).toBe(403)
      // Its own code: a plain `forbidden` is, to the client, a session to end (src/lib/http.ts).
      expect(refused.json().error).toEqual({
        code: 'not_author',
        message: 'Only the author of a post can see its history',
      })
    }
    expect((await call('POST', `${one}/restore`, suite.other)).statusCode).toBe(403)
    const missing = await call(
      'GET',
      `/api/post/${postId}/revisions/AAAAAAAAAAAAAAAA`,
      suite.author,
    )
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('Revision not found')
    const otherPost = await publishPost(suite.t, suite.author)
    // A revision of another post is not this post's.
    const crossed = await call('GET', `/api/post/${otherPost}/revisions/${only!._id}`, suite.author)
    expect(crossed.statusCode).toBe(404)
  })
})
