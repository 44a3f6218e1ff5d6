// Posts: editing, deleting, and the author's own list.
import { describe, expect, test } from 'vitest'
import { FEED_BODY_PREVIEW_MAX, UserPostListSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { bearer, createUser, postInput, publishPost } from '../../tests/setup/users'
import { postsSuite } from './posts-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('posts on %s', (dialect) => {
  const suite = postsSuite(dialect)
  const send = requestWith(suite)
  const { getPost } = suite

  test('PUT /api/updatePost/:postId changes title and text, keeps the image, and dates the edit', async () => {
    const id = await publishPost(suite.t, suite.author)
    const original = await getPost(id)
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: {
        ...original,
        postTitle: ' New title ',
        postBody: 'New text',
        image: undefined,
        author: 'mallory@example.com',
        date: '2001-01-01T00:00:00.000Z',
        editDate: '2001-01-01T00:00:00.000Z',
      },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ matchedCount: 1, modifiedCount: 1, version: 2 })
    const edited = await getPost(id)
    expect(edited).toEqual({
      ...original,
      postTitle: 'New title',
      slug: 'new-title',
      postBody: 'New text',
      description: 'New text',
      bodyHtml: '<p>New text</p>\n',
      editDate: expect.any(String),
      version: 2,
    })
    expect(edited.editDate && edited.editDate > original.date).toBe(true)
  })

  test('PUT /api/updatePost/:postId can replace the image', async () => {
    const id = await publishPost(suite.t, suite.author)
    const image = `${suite.t.config.publicUrl}/images/${'d'.repeat(64)}.webp`
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { postTitle: 'T', postBody: 'B', image },
    })
    expect(res.statusCode).toBe(200)
    expect((await getPost(id)).image).toBe(image)
  })

  test('PUT /api/updatePost/:postId with nothing changed modifies nothing and dates no edit', async () => {
    const id = await publishPost(suite.t, suite.author)
    const original = await getPost(id)
    const same = { postTitle: ` ${original.postTitle} `, postBody: original.postBody }
    for (const postBody of [same, { ...same, image: original.image }]) {
      const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), { postBody })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ matchedCount: 1, modifiedCount: 0, version: 1 })
    }
    expect(await getPost(id)).toEqual(original)

    // A new image alone is a change.
    const image = `${suite.t.config.publicUrl}/images/${'e'.repeat(64)}.webp`
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { ...same, image },
    })
    expect(res.json()).toEqual({ matchedCount: 1, modifiedCount: 1, version: 2 })
    expect(await getPost(id)).toEqual({
      ...original,
      image,
      editDate: expect.any(String),
      version: 2,
    })
  })

  test('PUT /api/updatePost/:postId takes a new image only from the image host, and keeps an old one', async () => {
    const id = await publishPost(suite.t, suite.author)
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { postTitle: 'T', postBody: 'B', image: 'https://attacker.example/p.gif' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      'postBody.image': `Image must be a URL of the image host (${suite.t.config.publicUrl}/images/)`,
    })
    expect((await getPost(id)).image).toBe(postInput().image)

    // A post from before the rule (or another PUBLIC_URL) can be edited by a client that sends
    // the whole post back, its image unchanged.
    const legacy = 'https://elsewhere.example/old.jpg'
    await suite.t.app.database.db
      .updateTable('posts')
      .set({ image: legacy })
      .where('id', '=', id)
      .execute()
    const kept = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { postTitle: 'T2', postBody: 'B2', image: legacy },
    })
    expect(kept.statusCode, kept.body).toBe(200)
    expect(await getPost(id)).toMatchObject({ postTitle: 'T2', image: legacy })
  })

  test('PUT /api/updatePost/:postId names the invalid fields inside postBody', async () => {
    const id = await publishPost(suite.t, suite.author)
    const res = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postBody: { postTitle: '', postBody: 'ok', image: 'ftp://x.example.com/a' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      'postBody.postTitle': 'Title is required',
      'postBody.image': 'Image must be an http(s) URL',
    })
    const flat = await send('PUT', `/api/updatePost/${id}`, bearer(suite.author), {
      postTitle: 'Not wrapped',
      postBody: 'text',
    })
    expect(flat.statusCode).toBe(400)
    expect(flat.json().error.fields).toEqual({ postBody: expect.any(String) })
  })

  test('PUT /api/updatePost/:postId of an unknown post is 404', async () => {
    const res = await send('PUT', '/api/updatePost/AAAAAAAAAAAAAAAA', bearer(suite.author), {
      postBody: { postTitle: 'T', postBody: 'B' },
    })
    expect(res.statusCode).toBe(404)
  })

  test('DELETE /api/deletePost/:postId deletes the post and answers both count spellings', async () => {
    const id = await publishPost(suite.t, suite.author)
    const res = await send('DELETE', `/api/deletePost/${id}`, bearer(suite.author))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    const gone = await send('GET', `/api/post/${id}`)
    expect(gone.statusCode).toBe(404)
    const again = await send('DELETE', `/api/deletePost/${id}`, bearer(suite.author))
    expect(again.statusCode).toBe(404)
  })

  test('GET /api/userPost lists only the caller’s own posts, newest first and in full', async () => {
    const writer = await createUser(suite.t)
    const other = await createUser(suite.t)
    const first = await publishPost(suite.t, writer, {
      postBody: 'z'.repeat(FEED_BODY_PREVIEW_MAX + 10),
    })
    await publishPost(suite.t, other)
    const second = await publishPost(suite.t, writer)
    const res = await send('GET', '/api/userPost', bearer(writer))
    expect(res.statusCode).toBe(200)
    const posts = UserPostListSchema.parse(res.json())
    expect(posts.map((p) => p._id)).toEqual([second, first])
    expect(posts[1]?.postBody).toHaveLength(FEED_BODY_PREVIEW_MAX + 10)
    expect(posts.every((p) => p.author === writer.email)).toBe(true)
  })

  test('GET /api/userPost needs no verified email, and the email header must match the token', async () => {
    const unverified = await createUser(suite.t, { verified: false })
    const own = await send('GET', '/api/userPost', {
      ...bearer(unverified),
      email: unverified.email.toUpperCase(),
    })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual([])
    const mismatch = await send('GET', '/api/userPost', {
      ...bearer(unverified),
      email: suite.author.email,
    })
    expect(mismatch.statusCode).toBe(403)
  })
})
