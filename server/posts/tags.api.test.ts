// Tags: normalised, counted, refused when bad, and their keyset feed (both databases).
import { describe, expect, test } from 'vitest'
import { nextCursorFromLink } from '../../contract/common'
import { PostListSchema, PostSchema } from '../../contract/posts'
import { TagListSchema } from '../../contract/tags'
import { testDialects } from '../../tests/setup/server'
import { bearer, postInput, publishPost } from '../../tests/setup/users'
import { draftsTagsSuite } from './drafts-tags-suite'
import { requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('Markdown, drafts and tags on %s', (dialect) => {
  const suite = draftsTagsSuite(dialect)
  const send = requestWith(suite)
  const { get, feedIds, update, postCount } = suite

  test('tags are normalised, set on create and edit, and counted for published posts', async () => {
    // Words typed with spaces are one tag with hyphens (issue 22), not a refusal.
    const id = await publishPost(suite.t, suite.author, {
      tags: [' #Rust ', 'rust', 'Web-Dev', 'counted', 'Reading  comfort'],
    })
    const post = PostSchema.parse((await get(`/api/post/${id}`)).json())
    expect(post.tags).toEqual(['rust', 'web-dev', 'counted', 'reading-comfort'])
    expect(await feedIds('/api/posts?tag=reading%20comfort')).toContain(id)
    await publishPost(suite.t, suite.reader, { tags: ['counted'] })
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
    const symbols = await send(
      'POST',
      '/api/post',
      bearer(suite.author),
      postInput({ tags: ['c++'] }),
    )
    expect(symbols.statusCode).toBe(400)
    expect(symbols.json().error.fields).toEqual({
      tags: "Tag 'c++' must be 1–30 characters of a–z, 0–9 and -",
    })
    const six = await send(
      'POST',
      '/api/post',
      bearer(suite.author),
      postInput({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    )
    expect(six.statusCode).toBe(400)
    expect(six.json().error.fields).toEqual({ tags: 'A post can have at most 5 tags' })
    // Duplicates merge first: five distinct tags written six ways are fine.
    expect(
      (
        await send(
          'POST',
          '/api/post',
          bearer(suite.author),
          postInput({ tags: ['a', 'b', 'c', 'd', 'e', '#E'] }),
        )
      ).statusCode,
    ).toBe(201)
    const tooLong = await send(
      'POST',
      '/api/post',
      bearer(suite.author),
      postInput({ tags: ['x'.repeat(31)] }),
    )
    expect(tooLong.statusCode).toBe(400)
    const longBody = await send(
      'POST',
      '/api/post',
      bearer(suite.author),
      postInput({ postBody: 'x'.repeat(50_001), tags: ['fine'] }),
    )
    expect(longBody.statusCode).toBe(400)
    expect(longBody.json().error.fields).toEqual({
      postBody: 'Post text must be at most 50000 characters',
    })
    expect(await postCount()).toBe(before + 1)

    const id = await publishPost(suite.t, suite.author, { tags: ['kept'] })
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
      ids.push(
        await publishPost(suite.t, i % 2 ? suite.reader : suite.author, {
          tags: ['paged', `n${i}`],
        }),
      )
    }
    // Untagged and otherwise-tagged posts between them do not show.
    await publishPost(suite.t, suite.author, { tags: ['other'] })
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
