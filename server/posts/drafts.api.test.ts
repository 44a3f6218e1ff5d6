// Markdown rendered at write time, drafts seen only by their author, reading time, and nothing
// half-written on bad input (both databases).
import { describe, expect, test } from 'vitest'
import { PostListSchema, PostSchema, UserPostListSchema } from '../../contract/posts'
import { TagListSchema } from '../../contract/tags'
import { testDialects } from '../../tests/setup/server'
import { bearer, postInput, publishPost } from '../../tests/setup/users'
import { draftsTagsSuite } from './drafts-tags-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('Markdown, drafts and tags on %s', (dialect) => {
  const suite = draftsTagsSuite(dialect)
  const send = requestWith(suite)
  const { get, feedIds, update } = suite

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
    const id = await publishPost(suite.t, suite.author, { postBody })
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
    const id = await publishPost(suite.t, suite.author, { postBody: `## Long\n\n${words}` })
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
    const id = await publishPost(suite.t, suite.author, { postBody: 'plain' })
    expect((await update(id, { postTitle: 'T', postBody: '*now* emphasised' })).statusCode).toBe(
      200,
    )
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post.bodyHtml).toBe('<p><em>now</em> emphasised</p>\n')
  })

  test('a draft needs only a title and is seen by its author alone, everywhere', async () => {
    const res = await send('POST', '/api/post', bearer(suite.author), {
      postTitle: 'Secret draft',
      status: 'draft',
      tags: ['hidden-tag'],
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json<{ insertedId: string }>().insertedId

    // Not in any feed, tag feed or tag list, for anyone.
    for (const as of [undefined, suite.reader, suite.author]) {
      expect(await feedIds('/api/posts?limit=100', as)).not.toContain(id)
      expect(await feedIds('/api/posts?tag=hidden-tag', as)).toEqual([])
    }
    const tags = TagListSchema.parse((await get('/api/tags')).json())
    expect(tags.map((tag) => tag.tag)).not.toContain('hidden-tag')

    // The post is a 404 to everyone but its author with their token; its comments are none
    // (spec: "array of comments"), as of a post that is not there.
    for (const as of [undefined, suite.reader]) {
      expect((await get(`/api/post/${id}`, as)).statusCode).toBe(404)
      const comments = await get(`/api/comment/${id}`, as)
      expect([comments.statusCode, comments.json()]).toEqual([200, []])
    }
    const badToken = await send('GET', `/api/post/${id}`, { authorization: 'Bearer not-a-token' })
    expect(badToken.statusCode).toBe(404)
    const own = await get(`/api/post/${id}`, suite.author)
    expect(own.statusCode).toBe(200)
    expect(PostSchema.parse(own.json())).toMatchObject({
      status: 'draft',
      postBody: '',
      image: '',
      tags: ['hidden-tag'],
      bodyHtml: '',
      readingMinutes: 1,
    })
    expect((await get(`/api/comment/${id}`, suite.author)).statusCode).toBe(200)

    // Someone else cannot comment on it (it is not there for them); nor can its author, since a
    // draft has no comments until it is out (ADR 0078, "A draft's own page").
    const comment = await send('POST', '/api/comment', bearer(suite.reader), {
      postId: id,
      comment: 'I should not see this',
    })
    expect(comment.statusCode).toBe(404)
    const ownComment = await send('POST', '/api/comment', bearer(suite.author), {
      postId: id,
      comment: 'A note to myself',
    })
    expect(ownComment.statusCode).toBe(409)

    // The author's own list has it, with its status.
    const mine = UserPostListSchema.parse((await get('/api/userPost', suite.author)).json())
    expect(mine.find((post) => post._id === id)?.status).toBe('draft')
    const theirs = UserPostListSchema.parse((await get('/api/userPost', suite.reader)).json())
    expect(theirs.map((post) => post._id)).not.toContain(id)

    // Someone else cannot edit it either (403, as for any post not theirs).
    expect((await update(id, { postTitle: 'x', postBody: 'y' }, suite.reader)).statusCode).toBe(403)
  })

  test('publishing a draft needs text and image, and dates the post to that moment', async () => {
    const id = await publishPost(suite.t, suite.author, {
      status: 'draft',
      postTitle: 'Soon',
      postBody: '',
      image: '',
      tags: ['launch-day'],
    })
    const draft = PostSchema.parse((await get(`/api/post/${id}`, suite.author)).json())

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
    expect(published.json()).toEqual({ matchedCount: 1, modifiedCount: 1, version: 3 })
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
})
