import { beforeAll, describe, expect, test } from 'vitest'
import { NotificationListSchema } from '../../contract/notifications'
import { PostSchema, UserPostListSchema } from '../../contract/posts'
import { PostReviewSchema, ReviewListSchema, reviewMessages } from '../../contract/reviews'
import { siteMessages } from '../../contract/site'
import { testDialects } from '../../tests/setup/server'
import { appWithUsers, requestAs } from '../../tests/setup/suite'
import {
  type TestUser,
  giveRoles,
  notificationsOf,
  postInput,
  publishPost,
} from '../../tests/setup/users'

// The review queue (ADR 0074, addendum): a contributor submits a draft, the editors see it on
// their list and by a notice, send it back with a note or publish it, which ends its review.
describe.each(testDialects())('the review queue on %s', (dialect) => {
  const suite = appWithUsers(dialect, {
    owner: 'Olive Owner',
    carl: 'Carl Contributor',
    cleo: 'Cleo Contributor',
    edna: 'Edna Editor',
    rita: 'Rita Reader',
  })
  const send = requestAs(suite)
  beforeAll(async () => {
    await giveRoles(suite.t, [
      [suite.owner, 'owner'],
      [suite.carl, 'contributor'],
      [suite.cleo, 'contributor'],
      [suite.edna, 'editor'],
    ])
  })
  const error = (res: { statusCode: number; json: () => { error: unknown } }) => [
    res.statusCode,
    res.json().error,
  ]
  const draftOf = (who: TestUser, postTitle: string) =>
    publishPost(suite.t, who, { postTitle, status: 'draft' })
  const submit = (id: string, who: TestUser) => send('POST', `/api/post/${id}/review`, who)
  const sendBack = (id: string, who: TestUser, note: unknown) =>
    send('POST', `/api/post/${id}/review/return`, who, { note })
  const waiting = async (query = '') => {
    const res = await send('GET', `/api/reviews${query}`, suite.edna)
    expect(res.statusCode, res.body).toBe(200)
    return ReviewListSchema.parse(res.json())
  }
  const reviewOn = async (id: string, who: TestUser) => {
    const res = await send('GET', `/api/post/${id}`, who)
    expect(res.statusCode, res.body).toBe(200)
    return PostSchema.parse(res.json()).review
  }
  const noticesOf = async (who: TestUser, postId: string) =>
    (await notificationsOf(suite.t, who)).filter((notice) => notice.postId === postId)

  test('a contributor submits; the editors are told and list it; sent back, the note reaches the author; resubmitted, it waits again; published, it is over', async () => {
    const id = await draftOf(suite.carl, 'Tide pools')
    const submitted = await submit(id, suite.carl)
    expect(submitted.statusCode, submitted.body).toBe(200)
    expect(PostReviewSchema.parse(submitted.json())).toMatchObject({ state: 'submitted' })

    // Both the editor and the owner are told, by name; the contributor is not.
    for (const editor of [suite.edna, suite.owner]) {
      const [notice] = await noticesOf(editor, id)
      expect(notice).toMatchObject({
        type: 'submitted',
        title: 'Carl Contributor submitted a draft for review',
        detail: 'Tide pools',
        postTitle: 'Tide pools',
        read: false,
      })
    }
    expect(await noticesOf(suite.carl, id)).toEqual([])
    expect((await waiting()).find((item) => item.postId === id)).toMatchObject({
      postTitle: 'Tide pools',
      authorId: suite.carl.uid,
      authorDisplayName: 'Carl Contributor',
    })
    // Its author and the editors read its state; a second submit changes nothing, tells no one.
    expect(await reviewOn(id, suite.carl)).toMatchObject({ state: 'submitted' })
    expect(await reviewOn(id, suite.edna)).toMatchObject({ state: 'submitted' })
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect(await noticesOf(suite.edna, id)).toHaveLength(1)
    // An edit keeps it waiting.
    const edited = await send('PUT', `/api/updatePost/${id}`, suite.carl, {
      postBody: { postTitle: 'Tide pools', postBody: 'Anemones', status: 'draft' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect((await waiting()).some((item) => item.postId === id)).toBe(true)

    const back = await sendBack(id, suite.edna, '  Add a photo of the anemones.  ')
    expect(back.statusCode, back.body).toBe(200)
    expect(PostReviewSchema.parse(back.json())).toMatchObject({
      state: 'returned',
      note: 'Add a photo of the anemones.',
    })
    expect((await waiting()).some((item) => item.postId === id)).toBe(false)
    expect((await noticesOf(suite.edna, id))[0]?.read).toBe(true)
    expect(await noticesOf(suite.carl, id)).toMatchObject([
      {
        type: 'returned',
        title: 'Edna Editor sent your draft back',
        detail: 'Add a photo of the anemones.',
      },
    ])
    expect(await reviewOn(id, suite.carl)).toMatchObject({
      state: 'returned',
      note: 'Add a photo of the anemones.',
    })
    // Their own list says so too.
    const own = UserPostListSchema.parse((await send('GET', '/api/userPost', suite.carl)).json())
    expect(own.find((post) => post._id === id)?.review?.state).toBe('returned')
    // Not waiting, it cannot be sent back again.
    expect(error(await sendBack(id, suite.edna, 'Again'))).toEqual([
      409,
      { code: 'conflict', message: reviewMessages.notWaiting },
    ])

    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect(await reviewOn(id, suite.carl)).toEqual({
      state: 'submitted',
      submittedAt: expect.any(String),
    })
    expect((await waiting()).some((item) => item.postId === id)).toBe(true)
    expect((await noticesOf(suite.edna, id)).filter((notice) => !notice.read)).toHaveLength(1)

    const out = await send('PUT', `/api/updatePost/${id}`, suite.edna, {
      postBody: { ...postInput({ postTitle: 'Tide pools' }), status: 'published' },
    })
    expect(out.statusCode, out.body).toBe(200)
    expect((await waiting()).some((item) => item.postId === id)).toBe(false)
    const published = PostSchema.parse((await send('GET', `/api/post/${id}`)).json())
    expect(published.review).toBeUndefined()
    expect(await reviewOn(id, suite.carl)).toBeUndefined()
    expect((await noticesOf(suite.carl, id)).map((notice) => notice.type)).toEqual([
      'published',
      'returned',
    ])
    expect((await noticesOf(suite.edna, id)).every((notice) => notice.read)).toBe(true)
    // A published post is no draft to submit.
    expect(error(await submit(id, suite.carl))).toEqual([
      409,
      { code: 'conflict', message: reviewMessages.onlyDrafts },
    ])
  })

  test('the list is paged, oldest submission first unless the newest is asked', async () => {
    const ids: string[] = []
    for (const title of ['First in', 'Second in', 'Third in']) {
      const id = await draftOf(suite.cleo, title)
      expect((await submit(id, suite.cleo)).statusCode).toBe(200)
      ids.push(id)
    }
    const mine = (items: { postId: string }[]) =>
      items.map((item) => item.postId).filter((id) => ids.includes(id))
    expect(mine(await waiting('?limit=100'))).toEqual(ids)
    expect(mine(await waiting('?limit=100&order=newest'))).toEqual([...ids].reverse())

    const first = await send('GET', '/api/reviews?limit=1&order=newest', suite.edna)
    const link = first.headers.link as string
    expect(link).toMatch(/order=newest/)
    const next = /<([^>]+)>/.exec(link)?.[1] ?? ''
    const second = ReviewListSchema.parse((await send('GET', next, suite.edna)).json())
    expect(second[0]?.postId).not.toBe(ReviewListSchema.parse(first.json())[0]?.postId)
    expect(error(await send('GET', '/api/reviews?order=sideways', suite.edna))[0]).toBe(400)
  })

  test('who may do what', async () => {
    const id = await draftOf(suite.carl, 'Whose is it')
    // Only its author submits, and only a contributor: anyone who publishes needs no review.
    expect(error(await submit(id, suite.cleo))).toEqual([
      403,
      { code: 'not_author', message: 'Only its author submits a draft' },
    ])
    const ritas = await draftOf(suite.rita, 'A reader’s draft')
    expect(error(await submit(ritas, suite.rita))).toEqual([
      403,
      { code: 'not_contributor', message: reviewMessages.notContributor },
    ])
    const ednas = await draftOf(suite.edna, 'An editor’s draft')
    expect(error(await submit(ednas, suite.edna))[0]).toBe(403)
    expect((await send('POST', `/api/post/${id}/review`)).statusCode).toBe(401)
    expect(error(await submit('0'.repeat(24), suite.carl))[0]).toBe(404)

    // Only editors and above list and send back; a contributor, a reader: 403.
    for (const who of [suite.carl, suite.rita]) {
      expect(error(await send('GET', '/api/reviews', who))).toEqual([
        403,
        { code: 'moderators_only', message: expect.any(String) },
      ])
      expect(error(await sendBack(id, who, 'No'))[0]).toBe(403)
    }
    expect((await send('GET', '/api/reviews')).statusCode).toBe(401)
    expect((await send('GET', '/api/reviews', suite.owner)).statusCode).toBe(200)
    // A draft not submitted is not waiting; one not there is a 404.
    expect(error(await sendBack(id, suite.edna, 'Hm'))[0]).toBe(409)
    expect(error(await sendBack('0'.repeat(24), suite.edna, 'Hm'))[0]).toBe(404)
    // Readers never see a review, nor the draft.
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect((await send('GET', `/api/post/${id}`, suite.rita)).statusCode).toBe(404)
    expect((await send('GET', `/api/post/${id}`)).statusCode).toBe(404)
  })

  test('the note is required and bounded; a refusal loses nothing', async () => {
    const id = await draftOf(suite.carl, 'Needs a note')
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    for (const [note, message] of [
      ['   ', reviewMessages.noteRequired],
      ['x'.repeat(1001), reviewMessages.noteTooLong],
      [undefined, expect.any(String)],
    ] as const) {
      const res = await sendBack(id, suite.edna, note)
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields).toMatchObject({ note: message })
    }
    expect(await reviewOn(id, suite.carl)).toMatchObject({ state: 'submitted' })
    expect((await sendBack(id, suite.edna, 'x'.repeat(1000))).statusCode).toBe(200)
  })

  test('where only the staff publish, a former author’s draft is refused with the staff message', async () => {
    const id = await draftOf(suite.rita, 'Before the switch')
    const settings = await send('GET', '/api/site', suite.owner)
    const staffOnly = { ...settings.json().settings, publishing: 'staff' }
    expect((await send('PUT', '/api/site/settings', suite.owner, staffOnly)).statusCode).toBe(200)
    expect(error(await submit(id, suite.rita))).toEqual([
      403,
      { code: 'staff_only', message: siteMessages.notStaff },
    ])
    const reset = { ...staffOnly, publishing: 'everyone' }
    expect((await send('PUT', '/api/site/settings', suite.owner, reset)).statusCode).toBe(200)
  })

  const withdraw = (id: string, who?: TestUser) => send('DELETE', `/api/post/${id}/review`, who)

  test('its author withdraws a waiting draft: a plain draft again, off the list, the editors’ notices of it gone', async () => {
    const id = await draftOf(suite.carl, 'Second thoughts')
    // An earlier submission, sent back: its notices stay, read, when a later one is withdrawn.
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect((await sendBack(id, suite.edna, 'Shorter, please.')).statusCode).toBe(200)
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect((await noticesOf(suite.edna, id)).map((notice) => notice.read)).toEqual([false, true])

    const res = await withdraw(id, suite.carl)
    expect(res.statusCode, res.body).toBe(204)
    expect(res.body).toBe('')
    expect(await reviewOn(id, suite.carl)).toBeUndefined()
    expect((await waiting('?limit=100')).some((item) => item.postId === id)).toBe(false)
    const own = UserPostListSchema.parse((await send('GET', '/api/userPost', suite.carl)).json())
    expect(own.find((post) => post._id === id)).toMatchObject({ status: 'draft' })
    expect(own.find((post) => post._id === id)?.review).toBeUndefined()
    for (const editor of [suite.edna, suite.owner]) {
      expect(await noticesOf(editor, id)).toMatchObject([{ type: 'submitted', read: true }])
    }
    // Nobody is told of it; the author's own notices are as they were.
    expect((await noticesOf(suite.carl, id)).map((notice) => notice.type)).toEqual(['returned'])

    // Not waiting any more: a second withdraw, or an editor sending it back, is a conflict.
    expect(error(await withdraw(id, suite.carl))).toEqual([
      409,
      { code: 'conflict', message: reviewMessages.notWaiting },
    ])
    expect(error(await sendBack(id, suite.edna, 'Too late'))[0]).toBe(409)
    // It can be submitted again, and waits again.
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect((await waiting('?limit=100')).some((item) => item.postId === id)).toBe(true)
    expect((await noticesOf(suite.edna, id)).filter((notice) => !notice.read)).toHaveLength(1)
  })

  test('only its author withdraws, and only what waits', async () => {
    const id = await draftOf(suite.carl, 'Not yours to take back')
    expect(error(await withdraw(id, suite.carl))).toEqual([
      409,
      { code: 'conflict', message: reviewMessages.notWaiting },
    ])
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    for (const who of [suite.cleo, suite.edna, suite.owner, suite.rita]) {
      expect(error(await withdraw(id, who))).toEqual([
        403,
        { code: 'not_author', message: 'Only its author withdraws a draft' },
      ])
    }
    expect((await withdraw(id)).statusCode).toBe(401)
    expect(error(await withdraw('0'.repeat(24), suite.carl))[0]).toBe(404)
    expect(await reviewOn(id, suite.carl)).toMatchObject({ state: 'submitted' })

    // Sent back, it is no longer waiting: the author resubmits or edits it, nothing to withdraw.
    expect((await sendBack(id, suite.edna, 'More tide.')).statusCode).toBe(200)
    expect(error(await withdraw(id, suite.carl))[0]).toBe(409)
    expect(await reviewOn(id, suite.carl)).toMatchObject({ state: 'returned' })
  })

  test('an editor who schedules a waiting draft ends its review, and its author is told when it goes out', async () => {
    const id = await draftOf(suite.carl, 'Low tide at nine')
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    const schedule = (publishAt: string) =>
      send('PUT', `/api/updatePost/${id}`, suite.edna, {
        postBody: {
          ...postInput({ postTitle: 'Low tide at nine' }),
          status: 'scheduled',
          publishAt,
        },
      })
    const publishAt = new Date(Date.now() + 86_400_000).toISOString()
    const res = await schedule(publishAt)
    expect(res.statusCode, res.body).toBe(200)
    expect((await waiting('?limit=100')).some((item) => item.postId === id)).toBe(false)
    expect(await reviewOn(id, suite.carl)).toBeUndefined()
    expect(await noticesOf(suite.carl, id)).toMatchObject([
      {
        type: 'scheduled',
        title: 'Edna Editor scheduled your draft',
        detail: publishAt,
        postTitle: 'Low tide at nine',
        actorName: 'Edna Editor',
        read: false,
      },
    ])
    expect((await noticesOf(suite.edna, id)).every((notice) => notice.read)).toBe(true)
    // Its review is over: a new time, or publishing it now, tells nobody again.
    expect((await schedule(new Date(Date.now() + 2 * 86_400_000).toISOString())).statusCode).toBe(
      200,
    )
    const now = await send('PUT', `/api/updatePost/${id}`, suite.edna, {
      postBody: { ...postInput({ postTitle: 'Low tide at nine' }), status: 'published' },
    })
    expect(now.statusCode, now.body).toBe(200)
    expect((await noticesOf(suite.carl, id)).map((notice) => notice.type)).toEqual(['scheduled'])
  })

  test('deleting a waiting draft takes it off the list, with its notices', async () => {
    const id = await draftOf(suite.carl, 'Gone soon')
    expect((await submit(id, suite.carl)).statusCode).toBe(200)
    expect((await send('DELETE', `/api/deletePost/${id}`, suite.carl)).statusCode).toBe(200)
    expect((await waiting('?limit=100')).some((item) => item.postId === id)).toBe(false)
    const notices = NotificationListSchema.parse(
      (
        await send('GET', `/api/notification/${encodeURIComponent(suite.edna.email)}`, suite.edna)
      ).json(),
    )
    expect(notices.some((notice) => notice.postId === id)).toBe(false)
  })
})
