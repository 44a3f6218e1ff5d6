// Issue 27 item 4 on both databases: every saved change of a post's text is a revision (a change
// of status alone is not); the author lists them newest first, reads one whole, and restores
// one, which is itself a new revision; nobody else sees any of it.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { PostSchema } from '../../contract/posts'
import { RevisionListSchema, RevisionSchema } from '../../contract/revisions'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser, postInput, publishPost } from '../../tests/setup/users'

describe.each(testDialects())('revisions on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let other: TestUser
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t, { name: 'Rev Author' })
    other = await createUser(t, { name: 'Nosy Other' })
  })
  afterAll(() => t.close())

  const call = (method: 'GET' | 'POST', url: string, as?: TestUser) =>
    t.app.inject({ method, url, headers: as ? bearer(as) : {} })
  const edit = async (postId: string, changes: Record<string, unknown>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/updatePost/${postId}`,
      headers: bearer(author),
      payload: { postBody: { ...postInput(), ...changes } },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  const history = async (postId: string) => {
    const res = await call('GET', `/api/post/${postId}/revisions`, author)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    return RevisionListSchema.parse(res.json())
  }
  const revision = async (postId: string, revisionId: string) => {
    const res = await call('GET', `/api/post/${postId}/revisions/${revisionId}`, author)
    expect(res.statusCode, res.body).toBe(200)
    return RevisionSchema.parse(res.json())
  }

  test('each saved change is a revision, newest first; a status change alone is none', async () => {
    const postId = await publishPost(t, author, { postTitle: 'First title', tags: ['one'] })
    await edit(postId, { postTitle: 'Second title', tags: ['one', 'two'] })
    await edit(postId, { postTitle: 'Second title', tags: ['one', 'two'], status: 'draft' })
    await edit(postId, { postTitle: 'Second title', tags: ['one', 'two'], status: 'draft' })

    const list = await history(postId)
    expect(list.map((r) => [r.postTitle, r.tags])).toEqual([
      ['Second title', ['one', 'two']],
      ['First title', ['one']],
    ])
    expect(list.every((r) => r.authorId === author.uid)).toBe(true)
    const first = await revision(postId, list[1]!._id)
    expect(first).toMatchObject({
      postId,
      postTitle: 'First title',
      postBody: postInput().postBody,
    })
  })

  test('restoring brings the text back as a new revision, the status and date kept', async () => {
    const postId = await publishPost(t, author, { postTitle: 'Original', postBody: 'Old words.' })
    await edit(postId, { postTitle: 'Rewritten', postBody: 'New words.' })
    const [, original] = await history(postId)
    const before = PostSchema.parse((await call('GET', `/api/post/${postId}`, author)).json())

    const res = await call('POST', `/api/post/${postId}/revisions/${original!._id}/restore`, author)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ restored: true })

    const after = PostSchema.parse((await call('GET', `/api/post/${postId}`, author)).json())
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
      author,
    )
    expect(again.json()).toEqual({ restored: false })
    expect(await history(postId)).toHaveLength(3)
  })

  test("a version without an image is not restored over a published post's", async () => {
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: { postTitle: 'Imageless draft', status: 'draft' },
    })
    const postId = create.json().insertedId as string
    await edit(postId, { postTitle: 'Now with an image', status: 'published' })
    const [, draft] = await history(postId)
    const res = await call('POST', `/api/post/${postId}/revisions/${draft!._id}/restore`, author)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ image: 'Image is required' })
    expect((await history(postId))[0]!.postTitle).toBe('Now with an image')
  })

  test('nobody else reads or restores a history: 401 without a token, 403 for another, 404 for no such', async () => {
    const postId = await publishPost(t, author)
    const [only] = await history(postId)
    const one = `/api/post/${postId}/revisions/${only!._id}`
    for (const url of [`/api/post/${postId}/revisions`, one]) {
      expect((await call('GET', url)).statusCode).toBe(401)
      const refused = await call('GET', url, other)
      expect(refused.statusCode).toBe(403)
      // Its own code: a plain `forbidden` is, to the client, a session to end (src/lib/http.ts).
      expect(refused.json().error).toEqual({
        code: 'not_author',
        message: 'Only the author of a post can see its history',
      })
    }
    expect((await call('POST', `${one}/restore`, other)).statusCode).toBe(403)
    const missing = await call('GET', `/api/post/${postId}/revisions/AAAAAAAAAAAAAAAA`, author)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('Revision not found')
    const otherPost = await publishPost(t, author)
    // A revision of another post is not this post's.
    const crossed = await call('GET', `/api/post/${otherPost}/revisions/${only!._id}`, author)
    expect(crossed.statusCode).toBe(404)
  })
})
