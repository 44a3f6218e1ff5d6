// Issue 27 item 2: `PUT /api/updatePost/:id` with `status: 'draft'` takes a published post back.
// It leaves every public place at once (the feed, its tag, search, the RSS feeds, the sitemap),
// including the answers the server kept in memory; its post is its author's alone; publishing it
// again brings it back. (Drawn pages are kept and dropped by the same rule, and a draft's page is
// a 404: server/page-render.api.test.ts.)
import { describe, expect, test } from 'vitest'
import { PostListSchema } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('unpublishing on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Una Publish', reader: 'Rhea Reader' })
  const send = requestWith(suite)

  const get = (url: string, as?: TestUser) => send('GET', url, as ? bearer(as) : {})
  const setStatus = async (postId: string, status: 'draft' | 'published') => {
    const res = await send('PUT', `/api/updatePost/${postId}`, bearer(suite.author), {
      postBody: { ...postInput({ postTitle: 'Taken back', tags: ['tides'] }), status },
    })
    expect(res.statusCode, res.body).toBe(200)
  }
  /** Every public place a published post shows, each answering whether it holds the post. */
  const publicPlaces = async (postId: string) => {
    const ids = async (url: string) =>
      PostListSchema.parse((await get(url)).json()).map((post) => post._id)
    const text = async (url: string) => (await get(url)).body
    return {
      feed: (await ids('/api/posts?limit=100')).includes(postId),
      tag: (await ids('/api/posts?tag=tides&limit=100')).includes(postId),
      author: (await ids(`/api/posts?author=${suite.author.uid}&limit=100`)).includes(postId),
      rss: (await text('/rss.xml')).includes(postId),
      tagRss: (await text('/tag/tides/rss.xml')).includes(postId),
      sitemap: (await text('/sitemap.xml')).includes(postId),
    }
  }
  const everywhere = { feed: true, tag: true, author: true, rss: true, tagRss: true, sitemap: true }
  const nowhere = {
    feed: false,
    tag: false,
    author: false,
    rss: false,
    tagRss: false,
    sitemap: false,
  }

  test('a published post taken back to a draft leaves every public place, kept answers included', async () => {
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Taken back',
      tags: ['tides'],
    })
    // Asked twice, so the server keeps the answers and the drawn page in memory.
    await publicPlaces(postId)
    expect(await publicPlaces(postId)).toEqual(everywhere)

    await setStatus(postId, 'draft')

    expect(await publicPlaces(postId)).toEqual(nowhere)
    expect((await get(`/api/post/${postId}`)).statusCode).toBe(404)
    expect((await get(`/api/post/${postId}`, suite.reader)).statusCode).toBe(404)
    expect((await get(`/api/post/${postId}`, suite.author)).statusCode).toBe(200)
    const found = await get('/api/search?q=Taken')
    expect(found.body).not.toContain(postId)
  })

  test('published again, it is back everywhere', async () => {
    const postId = await publishPost(suite.t, suite.author, {
      postTitle: 'Taken back',
      tags: ['tides'],
    })
    await setStatus(postId, 'draft')
    await setStatus(postId, 'published')
    expect(await publicPlaces(postId)).toEqual(everywhere)
    expect((await get(`/api/post/${postId}`, suite.reader)).statusCode).toBe(200)
  })
})
