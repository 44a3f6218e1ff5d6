// Issue 13 on both databases: Markdown rendered at write time, drafts seen only by their author,
// tags and their keyset feed, reading time, and nothing half-written on bad input.
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { nextCursorFromLink } from '../../contract/common'
import { PostListSchema, PostSchema, UserPostListSchema } from '../../contract/posts'
import { TagListSchema } from '../../contract/tags'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import {
  type TestUser,
  bearer,
  commentOn,
  createUser,
  postInput,
  publishPost,
} from '../../tests/setup/users'

describe.each(testDialects())('Markdown, drafts and tags on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let reader: TestUser
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t, { name: 'Ada Author' })
    reader = await createUser(t, { name: 'Rita Reader' })
  })
  afterAll(() => t.close())

  const get = (url: string, as?: TestUser) =>
    t.app.inject({ method: 'GET', url, headers: as ? bearer(as) : {} })
  const feedIds = async (url = '/api/posts?limit=100', as?: TestUser) => {
    const res = await get(url, as)
    expect(res.statusCode, res.body).toBe(200)
    return PostListSchema.parse(res.json()).map((post) => post._id)
  }
  const update = (id: string, postBody: Record<string, unknown>, as = author) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/updatePost/${id}`,
      headers: bearer(as),
      payload: { postBody },
    })
  const postCount = async () =>
    Number(
      (
        await t.app.database.db
          .selectFrom('posts')
          .select(sql<number | string>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  test('a hostile body is stored and answered as HTML with nothing executable', async () => {
    const postBody = [
      '# Hello',
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '[a](javascript:alert(1)) [b](jav&#x61;script:alert(1)) [c](vbscript:x) [d](data:text/html,x)',
      '![e](data:image/png;base64,AAAA) ![f](javascript:alert(1))',
      '<javascript:alert(1)>',
      '[g][evil]',
      '',
      '[evil]: javascript:alert(1)',
      '',
      '`<b onclick=x>` and [safe](https://example.com)',
    ].join('\n')
    const id = await publishPost(t, author, { postBody })
    const res = await get(`/api/post/${id}`)
    const post = PostSchema.parse(res.json())
    expect(post.postBody).toBe(postBody)
    // No element but the renderer's own, no handler attribute; refused URLs stay as text only.
    expect(post.bodyHtml).not.toMatch(/<(script|img|iframe|svg)/i)
    expect(post.bodyHtml).not.toMatch(/<[^>]*\son\w+=/i)
    expect(post.bodyHtml).not.toMatch(/(href|src)="(?!https?:)/i)
    expect(post.bodyHtml).toContain('<h1 id="hello">Hello</h1>')
    expect(post.bodyHtml).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(post.bodyHtml).toContain('<code>&lt;b onclick=x&gt;</code>')
    expect(post.bodyHtml).toContain(
      '<a href="https://example.com" rel="noopener noreferrer nofollow">safe</a>',
    )
    // Every href left is http(s).
    for (const [, href] of post.bodyHtml.matchAll(/href="([^"]*)"/g)) {
      expect(href).toMatch(/^https?:\/\//)
    }
  })

  test('the feed carries the plain text, cut, and the reading time; the detail the HTML', async () => {
    const words = Array.from({ length: 700 }, (_, i) => `**word${i}**`).join(' ')
    const id = await publishPost(t, author, { postBody: `## Long\n\n${words}` })
    const feed = PostListSchema.parse((await get('/api/posts?limit=100')).json())
    const summary = feed.find((post) => post._id === id)
    // A heading ends like a sentence: the preview does not run it into the text (issue 22).
    expect(summary?.postBody.startsWith('Long. word0 word1 word2')).toBe(true)
    expect(summary?.postBody).not.toContain('*')
    expect(summary?.bodyTruncated).toBe(true)
    expect(summary).not.toHaveProperty('bodyHtml')
    // 701 words / 230 = 3.05
    expect(summary?.readingMinutes).toBe(3)
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post.readingMinutes).toBe(3)
    expect(post.bodyHtml.startsWith('<h2 id="long">Long</h2>\n<p><strong>word0</strong>')).toBe(
      true,
    )
  })

  test('an edit re-renders the body', async () => {
    const id = await publishPost(t, author, { postBody: 'plain' })
    expect((await update(id, { postTitle: 'T', postBody: '*now* emphasised' })).statusCode).toBe(
      200,
    )
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post.bodyHtml).toBe('<p><em>now</em> emphasised</p>\n')
  })

  test('a draft needs only a title and is seen by its author alone, everywhere', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: { postTitle: 'Secret draft', status: 'draft', tags: ['hidden-tag'] },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json<{ insertedId: string }>().insertedId

    // Not in any feed, tag feed or tag list, for anyone.
    for (const as of [undefined, reader, author]) {
      expect(await feedIds('/api/posts?limit=100', as)).not.toContain(id)
      expect(await feedIds('/api/posts?tag=hidden-tag', as)).toEqual([])
    }
    const tags = TagListSchema.parse((await get('/api/tags')).json())
    expect(tags.map((tag) => tag.tag)).not.toContain('hidden-tag')

    // The post is a 404 to everyone but its author with their token; its comments are none
    // (spec: "array of comments"), as of a post that is not there.
    for (const as of [undefined, reader]) {
      expect((await get(`/api/post/${id}`, as)).statusCode).toBe(404)
      const comments = await get(`/api/comment/${id}`, as)
      expect([comments.statusCode, comments.json()]).toEqual([200, []])
    }
    const badToken = await t.app.inject({
      method: 'GET',
      url: `/api/post/${id}`,
      headers: { authorization: 'Bearer not-a-token' },
    })
    expect(badToken.statusCode).toBe(404)
    const own = await get(`/api/post/${id}`, author)
    expect(own.statusCode).toBe(200)
    expect(PostSchema.parse(own.json())).toMatchObject({
      status: 'draft',
      postBody: '',
      image: '',
      tags: ['hidden-tag'],
      bodyHtml: '',
      readingMinutes: 1,
    })
    expect((await get(`/api/comment/${id}`, author)).statusCode).toBe(200)

    // Someone else cannot comment on it; its author can.
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/comment',
      headers: bearer(reader),
      payload: { postId: id, comment: 'I should not see this' },
    })
    expect(comment.statusCode).toBe(404)
    await commentOn(t, author, { postId: id, comment: 'A note to myself' })

    // The author's own list has it, with its status.
    const mine = UserPostListSchema.parse((await get('/api/userPost', author)).json())
    expect(mine.find((post) => post._id === id)?.status).toBe('draft')
    const theirs = UserPostListSchema.parse((await get('/api/userPost', reader)).json())
    expect(theirs.map((post) => post._id)).not.toContain(id)

    // Someone else cannot edit it either (403, as for any post not theirs).
    expect((await update(id, { postTitle: 'x', postBody: 'y' }, reader)).statusCode).toBe(403)
  })

  test('publishing a draft needs text and image, and dates the post to that moment', async () => {
    const id = await publishPost(t, author, {
      status: 'draft',
      postTitle: 'Soon',
      postBody: '',
      image: '',
      tags: ['launch-day'],
    })
    const draft = PostSchema.parse((await get(`/api/post/${id}`, author)).json())

    const noText = await update(id, { postTitle: 'Soon', postBody: '', status: 'published' })
    expect(noText.statusCode).toBe(400)
    expect(noText.json().error.fields).toEqual({ 'postBody.postBody': 'Post text is required' })
    const noImage = await update(id, { postTitle: 'Soon', postBody: 'Text', status: 'published' })
    expect(noImage.statusCode).toBe(400)
    expect(noImage.json().error.fields).toEqual({ 'postBody.image': 'Image is required' })
    expect((await get(`/api/post/${id}`)).statusCode).toBe(404)

    // Still a draft: saved again, it keeps no 'Edited' date.
    const saved = await update(id, { postTitle: 'Soon', postBody: 'Text', status: 'draft' })
    expect(saved.statusCode).toBe(200)
    const published = await update(id, {
      postTitle: 'Now',
      postBody: 'Text',
      image: postInput().image,
      status: 'published',
    })
    expect(published.json()).toEqual({ matchedCount: 1, modifiedCount: 1 })
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post.status).toBe('published')
    expect(post.date > draft.date).toBe(true)
    expect(post).not.toHaveProperty('editDate')
    expect(await feedIds()).toContain(id)
    expect(await feedIds('/api/posts?tag=launch-day')).toEqual([id])

    // Back to a draft: out of the feed and its tag again.
    expect(
      (await update(id, { postTitle: 'Now', postBody: 'Text', status: 'draft' })).statusCode,
    ).toBe(200)
    expect(await feedIds()).not.toContain(id)
    expect(await feedIds('/api/posts?tag=launch-day')).toEqual([])
  })

  test('tags are normalised, set on create and edit, and counted for published posts', async () => {
    // Words typed with spaces are one tag with hyphens (issue 22), not a refusal.
    const id = await publishPost(t, author, {
      tags: [' #Rust ', 'rust', 'Web-Dev', 'counted', 'Reading  comfort'],
    })
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post.tags).toEqual(['rust', 'web-dev', 'counted', 'reading-comfort'])
    expect(await feedIds('/api/posts?tag=reading%20comfort')).toContain(id)
    await publishPost(t, reader, { tags: ['counted'] })
    const counts = TagListSchema.parse((await get('/api/tags')).json())
    expect(counts.find((tag) => tag.tag === 'counted')).toEqual({ tag: 'counted', count: 2 })
    expect(counts.find((tag) => tag.tag === 'rust')).toEqual({ tag: 'rust', count: 1 })

    // An edit without tags keeps them; with tags replaces them.
    await update(id, { postTitle: 'T2', postBody: 'B2' })
    expect(PostSchema.parse((await get(`/api/post/${id}`)).json()).tags).toEqual(post.tags)
    await update(id, { postTitle: 'T2', postBody: 'B2', tags: ['counted'] })
    expect(PostSchema.parse((await get(`/api/post/${id}`)).json()).tags).toEqual(['counted'])
    expect(await feedIds('/api/posts?tag=rust')).toEqual([])
    expect(await feedIds('/api/posts?tag=%23Counted')).toContain(id)
  })

  test('a bad tag or a sixth tag is a 400 on the tags field, and nothing is written', async () => {
    const before = await postCount()
    const symbols = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: postInput({ tags: ['c++'] }),
    })
    expect(symbols.statusCode).toBe(400)
    expect(symbols.json().error.fields).toEqual({
      tags: "Tag 'c++' must be 1–30 characters of a–z, 0–9 and -",
    })
    const six = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: postInput({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    })
    expect(six.statusCode).toBe(400)
    expect(six.json().error.fields).toEqual({ tags: 'A post can have at most 5 tags' })
    // Duplicates merge first: five distinct tags written six ways are fine.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/post',
          headers: bearer(author),
          payload: postInput({ tags: ['a', 'b', 'c', 'd', 'e', '#E'] }),
        })
      ).statusCode,
    ).toBe(201)
    const tooLong = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: postInput({ tags: ['x'.repeat(31)] }),
    })
    expect(tooLong.statusCode).toBe(400)
    const longBody = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: bearer(author),
      payload: postInput({ postBody: 'x'.repeat(50_001), tags: ['fine'] }),
    })
    expect(longBody.statusCode).toBe(400)
    expect(longBody.json().error.fields).toEqual({
      postBody: 'Post text must be at most 50000 characters',
    })
    expect(await postCount()).toBe(before + 1)

    const id = await publishPost(t, author, { tags: ['kept'] })
    const bad = await update(id, {
      postTitle: 'New',
      postBody: 'New',
      tags: ['a', 'b', 'c', 'd', 'e', 'f'],
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.fields).toEqual({ 'postBody.tags': 'A post can have at most 5 tags' })
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post).toMatchObject({ postTitle: postInput().postTitle, tags: ['kept'] })

    const badQuery = await get('/api/posts?tag=c%2B%2B')
    expect(badQuery.statusCode).toBe(400)
    expect(Object.keys(badQuery.json().error.fields)).toEqual(['tag'])
  })

  test("a tag's feed pages newest first with the feed's cursor, across pages", async () => {
    const ids: string[] = []
    for (let i = 0; i < 7; i += 1) {
      ids.push(await publishPost(t, i % 2 ? reader : author, { tags: ['paged', `n${i}`] }))
    }
    // Untagged and otherwise-tagged posts between them do not show.
    await publishPost(t, author, { tags: ['other'] })
    const pages: string[][] = []
    let url: string | null = '/api/posts?tag=paged&limit=3'
    while (url) {
      const res = await get(url)
      expect(res.statusCode).toBe(200)
      pages.push(PostListSchema.parse(res.json()).map((post) => post._id))
      const link = res.headers.link
      const cursor = nextCursorFromLink(typeof link === 'string' ? link : null)
      if (cursor) expect(link).toContain('tag=paged')
      url = cursor ? `/api/posts?tag=paged&limit=3&cursor=${cursor}` : null
    }
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1])
    expect(pages.flat()).toEqual([...ids].reverse())
  })
})
