// Profiles joined on reads (ADR 0024): names stay true, author pages, comment edits and deletes, and
// no email address in any public answer.
import { describe, expect, test } from 'vitest'
import { CommentListSchema, CommentSchema } from '../../contract/comments'
import { PostListSchema, UserPostListSchema } from '../../contract/posts'
import { AuthorSchema } from '../../contract/profiles'
import { testDialects } from '../../tests/setup/server'
import { commentOn, createUser, publishPost } from '../../tests/setup/users'
import { conversationSuite } from './conversation-suite'

describe.each(testDialects())('people and conversation on %s', (dialect) => {
  const suite = conversationSuite(dialect)
  const { call, getPost, notificationsOf, like, rename } = suite

  test('a comment’s author edits it (edited, and its notification follows); nobody else may', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Tides' })
    const comment = await commentOn(suite.t, suite.reader, { postId, comment: 'Teh sea' })
    const refused = await call('PUT', `/api/comment/${comment._id}`, suite.author, {
      comment: 'Mine now',
    })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ error: { code: 'forbidden' } })
    const blank = await call('PUT', `/api/comment/${comment._id}`, suite.reader, { comment: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.fields).toEqual({ comment: 'Comment is required' })
    const missing = await call('PUT', '/api/comment/AAAAAAAAAAAAAAAA', suite.reader, {
      comment: 'x',
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ error: { code: 'not_found', message: 'Comment not found' } })

    const res = await call('PUT', `/api/comment/${comment._id}`, suite.reader, {
      comment: ' The sea ',
    })
    expect(res.statusCode, res.body).toBe(200)
    const edited = CommentSchema.parse(res.json())
    expect(edited).toEqual({ ...comment, comment: 'The sea', editedAt: expect.any(String) })
    const list = CommentListSchema.parse((await call('GET', `/api/comment/${postId}`)).json())
    expect(list.map((c) => [c.comment, c.editedAt])).toEqual([['The sea', edited.editedAt]])
    expect((await notificationsOf(suite.author, postId)).map((n) => n.detail)).toEqual([
      'Tides: The sea',
    ])
  })

  test('a comment is deleted by its author or the post’s author, with its notification; not by others', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const stranger = await createUser(suite.t, { name: 'Stan Stranger' })
    const first = await commentOn(suite.t, suite.reader, { postId, comment: 'One' })
    const second = await commentOn(suite.t, suite.reader, { postId, comment: 'Two' })
    expect(await getPost(postId)).toMatchObject({ commentCount: 2 })
    expect(await notificationsOf(suite.author, postId)).toHaveLength(2)

    const refused = await call('DELETE', `/api/comment/${first._id}`, stranger)
    expect(refused.statusCode).toBe(403)
    expect(await getPost(postId)).toMatchObject({ commentCount: 2 })

    const byCommenter = await call('DELETE', `/api/comment/${first._id}`, suite.reader)
    expect(byCommenter.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    const byPostAuthor = await call('DELETE', `/api/comment/${second._id}`, suite.author)
    expect(byPostAuthor.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    expect(await getPost(postId)).toMatchObject({ commentCount: 0 })
    expect(await notificationsOf(suite.author, postId)).toEqual([])
    const again = await call('DELETE', `/api/comment/${first._id}`, suite.reader)
    expect(again.statusCode).toBe(404)
  })

  test('names stay true: a rename shows at once on old posts, comments and notifications', async () => {
    const writer = await createUser(suite.t, { name: 'Old Name' })
    const postId = await publishPost(suite.t, writer, { postTitle: 'Renamed' })
    const theirs = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, writer, { postId: theirs, comment: 'Hello' })
    await rename(writer, 'New Name', 'I write about names.', 'https://example.com/me.png')
    expect(await getPost(postId)).toMatchObject({
      authorDisplayName: 'New Name',
      authorPhotoURL: 'https://example.com/me.png',
    })
    const comments = CommentListSchema.parse((await call('GET', `/api/comment/${theirs}`)).json())
    expect(comments.map((c) => [c.userName, c.userPhotoURL])).toEqual([
      ['New Name', 'https://example.com/me.png'],
    ])
    expect((await notificationsOf(suite.author, theirs)).map((n) => n.title)).toEqual([
      'New Name commented on your post',
    ])
    const page = AuthorSchema.parse((await call('GET', `/api/authors/${writer.uid}`)).json())
    expect(page).toEqual({
      authorId: writer.uid,
      displayName: 'New Name',
      photoURL: 'https://example.com/me.png',
      bio: 'I write about names.',
      postCount: 1,
      updatedAt: expect.any(String),
      handle: null,
      followerCount: 0,
      followedByMe: false,
    })
  })

  test('PUT /api/profile checks each field, and a refusal changes nothing', async () => {
    const user = await createUser(suite.t, { name: 'Careful' })
    const res = await call('PUT', '/api/profile', user, {
      displayName: ' ',
      photoURL: 'javascript:alert(1)',
      bio: 'b'.repeat(281),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({
      displayName: 'Display name is required',
      photoURL: 'Enter a web address (https://…)',
      bio: 'Bio must be at most 280 characters',
    })
    const page = AuthorSchema.parse((await call('GET', `/api/authors/${user.uid}`)).json())
    expect(page).toMatchObject({ displayName: 'Careful', bio: '' })
    await rename(user, 'Careful', 'b'.repeat(280))
    expect((await call('GET', `/api/authors/${user.uid}`)).json()).toMatchObject({
      bio: 'b'.repeat(280),
    })
    // Without a bio, the bio stays: a client that could not read it never wipes it.
    const kept = await call('PUT', '/api/profile', user, { displayName: 'Renamed', photoURL: '' })
    expect(kept.json()).toMatchObject({ displayName: 'Renamed', bio: 'b'.repeat(280) })
    // A bidi override or a zero-width space is no part of a name (issue 21); alone, no name.
    const hidden = await call('PUT', '/api/profile', user, {
      displayName: '\u202EdenimaR\u200B \u2066x\u2069',
      photoURL: '',
    })
    expect(hidden.json()).toMatchObject({ displayName: 'denimaR x' })
    const invisible = await call('PUT', '/api/profile', user, {
      displayName: '\u200B\u202E',
      photoURL: '',
    })
    expect(invisible.statusCode).toBe(400)
    expect(invisible.json().error.fields).toEqual({ displayName: 'Display name is required' })
    // Nor is a control character (NUL, BEL, ESC); a line break is one space: a name is one line.
    const controls = await call('PUT', '/api/profile', user, {
      displayName: '\u0007Ann\u0000 Lee\r\n\r\nSmith\u001b[2J',
      photoURL: '',
    })
    expect(controls.json()).toMatchObject({ displayName: 'Ann Lee Smith[2J' })
    expect((await call('GET', `/api/authors/${user.uid}`)).json()).toMatchObject({
      displayName: 'Ann Lee Smith[2J',
    })
    const only = await call('PUT', '/api/profile', user, {
      displayName: '\u0000\r\n',
      photoURL: '',
    })
    expect(only.statusCode).toBe(400)
    expect(only.json().error.fields).toEqual({ displayName: 'Display name is required' })
  })

  test('an author’s page lists their published posts newest first, in keyset pages; drafts never', async () => {
    const writer = await createUser(suite.t, { name: 'Paged Writer' })
    const ids = []
    for (const title of ['One', 'Two', 'Three'])
      ids.push(await publishPost(suite.t, writer, { postTitle: title }))
    await publishPost(suite.t, writer, {
      postTitle: 'Secret',
      status: 'draft',
      postBody: '',
      image: '',
    })
    await publishPost(suite.t, suite.author, { postTitle: 'Not theirs' })
    const first = await call('GET', `/api/posts?author=${writer.uid}&limit=2`, writer)
    expect(PostListSchema.parse(first.json()).map((p) => p.postTitle)).toEqual(['Three', 'Two'])
    const link = String(first.headers.link)
    expect(link).toContain(`author=${writer.uid}`)
    const next = /<([^>]+)>/.exec(link)?.[1] ?? ''
    const second = await call('GET', next)
    expect(PostListSchema.parse(second.json()).map((p) => p._id)).toEqual([ids[0]])
    expect(second.headers.link).toBeUndefined()
    expect((await call('GET', `/api/authors/${writer.uid}`)).json()).toMatchObject({
      displayName: 'Paged Writer',
      postCount: 3,
    })
    const unknown = await call('GET', '/api/authors/nobody-at-all')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Author not found' } })
  })

  test('no public answer carries an email address; the owner’s own list and comments keep theirs', async () => {
    const mailer = await createUser(suite.t, { email: `mail-${Date.now()}@example.com`, name: '' })
    const postId = await publishPost(suite.t, mailer)
    await commentOn(suite.t, mailer, { postId, comment: 'By me' })
    await commentOn(suite.t, suite.reader, { postId, comment: 'By a reader' })
    await like('PUT', postId, suite.reader)
    const visitor = [
      '/api/posts?limit=100',
      `/api/posts?author=${mailer.uid}`,
      `/api/post/${postId}`,
      `/api/comment/${postId}`,
      `/api/authors/${mailer.uid}`,
      `/api/authors/${suite.reader.uid}`,
    ]
    for (const url of visitor) {
      for (const as of [undefined, suite.reader]) {
        const res = await call('GET', url, as)
        expect(res.statusCode, url).toBe(200)
        expect(res.body, url).not.toContain(mailer.email)
        if (!as) expect(res.body, url).not.toContain(suite.reader.email)
      }
    }
    // Someone without a display name is named by their email's part before the '@'.
    expect(await getPost(postId)).toMatchObject({
      authorDisplayName: mailer.email.split('@')[0],
    })
    const own = await call('GET', '/api/userPost', mailer)
    expect(UserPostListSchema.parse(own.json())[0]).toMatchObject({
      _id: postId,
      author: mailer.email,
    })
    const comments = CommentListSchema.parse(
      (await call('GET', `/api/comment/${postId}`, mailer)).json(),
    )
    expect(comments.map((c) => c.userEmail)).toEqual([undefined, mailer.email])
  })
})
