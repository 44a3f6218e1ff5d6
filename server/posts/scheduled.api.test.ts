// Issue 27 item 1: a scheduled post is its author's alone until its time, then the job queue
// publishes it, once, as publishing by hand does (feeds, tags, search, RSS, sitemap, kept answers
// dropped). Bad times are 400s with their field; publish now and cancel are edits of its status.
import { describe, expect, test } from 'vitest'
import {
  PostListSchema,
  PostSchema,
  publishAtInPast,
  publishAtOnlyScheduled,
  publishAtRequired,
} from '../../contract/posts'
import { publishScheduled, startScheduledPosts } from './scheduled'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, postInput, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString()

describe.each(testDialects())('scheduled posts on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: 'Sky Scheduler', reader: 'Rhea Reader' })
  const send = requestWith(suite)

  const get = (url: string, as?: TestUser) => send('GET', url, as ? bearer(as) : {})
  const schedule = (publishAt: string | undefined, overrides = {}) =>
    send('POST', '/api/post', bearer(suite.author), {
      ...postInput({ postTitle: 'Out at nine', tags: ['mornings'] }),
      status: 'scheduled',
      ...(publishAt ? { publishAt } : {}),
      ...overrides,
    })
  const scheduled = async (publishAt: string) => {
    const res = await schedule(publishAt)
    expect(res.statusCode, res.body).toBe(201)
    return (res.json() as { insertedId: string }).insertedId
  }
  const edit = (postId: string, fields: Record<string, unknown>) =>
    send('PUT', `/api/updatePost/${postId}`, bearer(suite.author), {
      postBody: { ...postInput({ postTitle: 'Out at nine' }), ...fields },
    })
  const publicPlaces = async (postId: string) => {
    const ids = async (url: string) =>
      PostListSchema.parse((await get(url)).json()).map((post) => post._id)
    return {
      feed: (await ids('/api/posts?limit=100')).includes(postId),
      tag: (await ids('/api/posts?tag=mornings&limit=100')).includes(postId),
      rss: (await get('/rss.xml')).body.includes(postId),
      sitemap: (await get('/sitemap.xml')).body.includes(postId),
      search: (await get('/api/search?q=nine')).body.includes(postId),
    }
  }
  const nowhere = { feed: false, tag: false, rss: false, sitemap: false, search: false }
  const everywhere = { feed: true, tag: true, rss: true, sitemap: true, search: true }
  const statusOf = async (postId: string) =>
    PostSchema.parse((await get(`/api/post/${postId}`, suite.author)).json())

  test('until its time a scheduled post is its author’s alone; then it is published, dated to that time', async () => {
    const publishAt = inSeconds(2)
    const postId = await scheduled(publishAt)
    // Asked twice, so the server keeps the answers: publishing must drop them.
    await publicPlaces(postId)
    expect(await publicPlaces(postId)).toEqual(nowhere)
    expect((await get(`/api/post/${postId}`)).statusCode).toBe(404)
    expect((await get(`/api/post/${postId}`, suite.reader)).statusCode).toBe(404)
    const like = await send('PUT', `/api/post/${postId}/like`, bearer(suite.reader))
    expect(like.statusCode).toBe(404)
    const own = await statusOf(postId)
    expect(own.status).toBe('scheduled')
    expect(own.publishAt).toBe(publishAt)

    await expect
      .poll(async () => (await statusOf(postId)).status, { timeout: 15_000 })
      .toBe('published')
    const published = await statusOf(postId)
    expect(published.date).toBe(publishAt)
    expect(published.publishAt).toBeUndefined()
    expect(Date.now() - Date.parse(publishAt)).toBeLessThan(5_000)
    expect(await publicPlaces(postId)).toEqual(everywhere)
    expect((await get(`/api/post/${postId}`, suite.reader)).statusCode).toBe(200)
  })

  test('a time that is missing, past, or on a post not scheduled is a 400 on its field, nothing stored', async () => {
    const before = (await get(`/api/posts?author=${suite.author.uid}&limit=100`, suite.author)).body
    const missing = await schedule(undefined)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.fields).toMatchObject({ publishAt: publishAtRequired })
    const past = await schedule(inSeconds(-60))
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields).toMatchObject({ publishAt: publishAtInPast })
    const notScheduled = await schedule(inSeconds(60), { status: 'published' })
    expect(notScheduled.statusCode).toBe(400)
    expect(notScheduled.json().error.fields).toMatchObject({ publishAt: publishAtOnlyScheduled })
    const garbage = await schedule('tomorrow at nine')
    expect(garbage.statusCode).toBe(400)
    expect((await get(`/api/posts?author=${suite.author.uid}&limit=100`, suite.author)).body).toBe(
      before,
    )

    const postId = await publishPost(suite.t, suite.author)
    const editPast = await edit(postId, { status: 'scheduled', publishAt: inSeconds(-1) })
    expect(editPast.statusCode).toBe(400)
    expect(editPast.json().error.fields).toMatchObject({ 'postBody.publishAt': publishAtInPast })
    expect((await statusOf(postId)).status).toBe('published')
  })

  test('cancelled (back to a draft) before its time, it stays a draft when the time comes', async () => {
    const postId = await scheduled(inSeconds(1))
    expect((await edit(postId, { status: 'draft' })).statusCode).toBe(200)
    const draft = await statusOf(postId)
    expect(draft.status).toBe('draft')
    expect(draft.publishAt).toBeUndefined()
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect((await statusOf(postId)).status).toBe('draft')
  })

  test('published now, it is dated now; its job then does nothing', async () => {
    const publishAt = inSeconds(2)
    const postId = await scheduled(publishAt)
    expect((await edit(postId, { status: 'published' })).statusCode).toBe(200)
    const now = await statusOf(postId)
    expect(now.status).toBe('published')
    expect(now.date < publishAt).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 3000))
    expect((await statusOf(postId)).date).toBe(now.date)
  })

  test('moved to a later time, it waits for the new one; an edit keeps the time it has', async () => {
    const postId = await scheduled(inSeconds(1))
    const later = inSeconds(4)
    expect((await edit(postId, { status: 'scheduled', publishAt: later })).statusCode).toBe(200)
    // The text changes; the time, not sent again, stays.
    expect((await edit(postId, { status: 'scheduled', postTitle: 'Out at ten' })).statusCode).toBe(
      200,
    )
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect((await statusOf(postId)).status).toBe('scheduled')
    expect((await statusOf(postId)).publishAt).toBe(later)
    await expect
      .poll(async () => (await statusOf(postId)).status, { timeout: 15_000 })
      .toBe('published')
    expect((await statusOf(postId)).date).toBe(later)
  })

  test('published once when two runs race, its tags indexed once; a lost job is asked for again at start', async () => {
    const publishAt = inSeconds(30)
    const postId = await scheduled(publishAt)
    // Two instances' runs at once (as after a lease expired): one publishes, both see it done.
    const { db } = suite.t.app.database
    await db
      .updateTable('posts')
      .set({ publish_at: inSeconds(-1) })
      .where('id', '=', postId)
      .execute()
    const due =
      (
        await db
          .selectFrom('posts')
          .select('publish_at')
          .where('id', '=', postId)
          .executeTakeFirstOrThrow()
      ).publish_at ?? ''
    expect(
      await Promise.all([
        publishScheduled(db, { postId, publishAt: due }),
        publishScheduled(db, { postId, publishAt: due }),
      ]),
    ).toEqual([true, true])
    const tags = await db.selectFrom('post_tags').selectAll().where('id', '=', postId).execute()
    expect(tags.map((row) => row.tag)).toEqual(['mornings'])

    // A post whose job never made it to the queue (the process died between the two writes):
    // the start of an instance asks for it.
    const lost = await publishPost(suite.t, suite.author, { postTitle: 'Lost job' })
    await db
      .updateTable('posts')
      .set({ status: 'scheduled', publish_at: inSeconds(1) })
      .where('id', '=', lost)
      .execute()
    const told: string[] = []
    await startScheduledPosts({
      db,
      jobs: suite.t.app.jobs,
      log: suite.t.app.log,
      published: async (id) => void told.push(id),
    })
    await expect
      .poll(async () => (await statusOf(lost)).status, { timeout: 15_000 })
      .toBe('published')
  })
})
