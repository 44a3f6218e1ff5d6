import { describe, expect, test } from 'vitest'
import { MarkReadResultSchema, NotificationListSchema } from '../../contract/notifications'
import { addComment } from '../comments/add-comment'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('notifications on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: {}, reader: 'Nosy Reader' })
  const send = requestWith(suite)

  const list = (user: TestUser, email = user.email) =>
    send('GET', `/api/notification/${encodeURIComponent(email)}`, bearer(user))
  const remove = (user: TestUser, id: string) =>
    send('DELETE', `/api/notification/${id}`, bearer(user))

  const markRead = (user: TestUser, id: string) =>
    send('PUT', `/api/notification/${id}/read`, bearer(user))
  const markAllRead = (user: TestUser) => send('PUT', '/api/notifications/read', bearer(user))

  let said = 0
  /** A fresh notification for `to`, from a comment by `from`; answers its id. */
  async function notify(title = 'A post', to = suite.author, from = suite.reader): Promise<string> {
    const postId = await publishPost(suite.t, to, { postTitle: title })
    // Each a new text: the same one twice in a minute is refused (issue 26 item 6).
    await commentOn(suite.t, from, { postId, comment: `Hi ${++said}` })
    const mine = NotificationListSchema.parse((await list(to)).json())
    const found = mine.find((n) => n.postId === postId)
    if (!found) throw new Error('no notification was made')
    return found._id
  }
  const notifyAuthor = (title?: string) => notify(title)

  /** Whether `user`'s notification `id` reads as read in their list. */
  async function isRead(user: TestUser, id: string): Promise<boolean | undefined> {
    const mine = NotificationListSchema.parse((await list(user)).json())
    return mine.find((n) => n._id === id)?.read
  }

  test('GET /api/notification/:email lists your own notifications, newest first', async () => {
    const older = await notifyAuthor('Older')
    const newer = await notifyAuthor('Newer')
    const res = await list(suite.author, suite.author.email.toUpperCase())
    expect(res.statusCode).toBe(200)
    const ids = NotificationListSchema.parse(res.json()).map((n) => n._id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(ids.indexOf(newer)).toBe(0)
  })

  test('GET /api/notification/:email of someone else is 403', async () => {
    await notifyAuthor()
    const res = await list(suite.reader, suite.author.email)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'You may only read your own notifications' },
    })
  })

  test('DELETE /api/notification/:notificationId dismisses your own notification', async () => {
    const id = await notifyAuthor()
    const res = await remove(suite.author, id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    const after = NotificationListSchema.parse((await list(suite.author)).json())
    expect(after.some((n) => n._id === id)).toBe(false)
    expect((await remove(suite.author, id)).statusCode).toBe(404)
  })

  test('DELETE /api/notification/:notificationId of someone else’s is 403 and keeps it', async () => {
    const id = await notifyAuthor()
    const res = await remove(suite.reader, id)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'You may only dismiss your own notifications' },
    })
    const after = NotificationListSchema.parse((await list(suite.author)).json())
    expect(after.some((n) => n._id === id)).toBe(true)
  })

  test('DELETE /api/notification/:notificationId of an unknown or malformed id is 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'bad%20id']) {
      const res = await remove(suite.author, id)
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Notification not found' },
      })
    }
  })

  test('a new notification is unread', async () => {
    const id = await notifyAuthor()
    expect(await isRead(suite.author, id)).toBe(false)
  })

  test('PUT /api/notification/:notificationId/read marks it read, and it stays read', async () => {
    const id = await notifyAuthor()
    const other = await notifyAuthor('Another')
    const res = await markRead(suite.author, id)
    expect(res.statusCode).toBe(200)
    expect(MarkReadResultSchema.parse(res.json())).toEqual({ modifiedCount: 1 })
    expect(await isRead(suite.author, id)).toBe(true)
    expect(await isRead(suite.author, other)).toBe(false)
  })

  test('marking a notification read twice is fine and changes nothing the second time', async () => {
    const id = await notifyAuthor()
    expect((await markRead(suite.author, id)).json()).toEqual({ modifiedCount: 1 })
    const { read_at: first } = await suite.t.app.database.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()

    const again = await markRead(suite.author, id)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual({ modifiedCount: 0 })
    const { read_at: second } = await suite.t.app.database.db
      .selectFrom('notifications')
      .select('read_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(second).toBe(first)
    expect(await isRead(suite.author, id)).toBe(true)
  })

  test('only its owner can mark a notification read: someone else’s is 404 and stays unread', async () => {
    const id = await notifyAuthor()
    const res = await markRead(suite.reader, id)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Notification not found' } })
    expect(await isRead(suite.author, id)).toBe(false)
  })

  test('marking an unknown or malformed id read is 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'bad%20id']) {
      const res = await markRead(suite.author, id)
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Notification not found' },
      })
    }
  })

  test('PUT /api/notifications/read marks all of the caller’s read and nobody else’s', async () => {
    const lonely = await createUser(suite.t, { name: 'Lonely Author' })
    const mine = [await notify('One', lonely), await notify('Two', lonely)]
    const alreadyRead = await notify('Three', lonely)
    await markRead(lonely, alreadyRead)
    const theirs = await notify('For the reader', suite.reader, lonely)

    const res = await markAllRead(lonely)
    expect(res.statusCode).toBe(200)
    expect(MarkReadResultSchema.parse(res.json())).toEqual({ modifiedCount: 2 })
    for (const id of [...mine, alreadyRead]) expect(await isRead(lonely, id)).toBe(true)
    expect(await isRead(suite.reader, theirs)).toBe(false)

    expect((await markAllRead(lonely)).json()).toEqual({ modifiedCount: 0 })
  })

  test('deleting a read notification still dismisses it', async () => {
    const id = await notifyAuthor()
    await markRead(suite.author, id)
    expect((await remove(suite.author, id)).statusCode).toBe(200)
    expect(await isRead(suite.author, id)).toBeUndefined()
  })

  test('a comment notice names its comment, the anchor Open post goes to', async () => {
    const id = await notifyAuthor('Anchored')
    const notice = NotificationListSchema.parse((await list(suite.author)).json()).find(
      (n) => n._id === id,
    )
    const comment = await suite.t.app.database.db
      .selectFrom('comments')
      .select('id')
      .where('post_id', '=', notice?.postId ?? '')
      .executeTakeFirstOrThrow()
    expect(notice?.commentId).toBe(comment.id)
  })

  test('someone with no profile here (another server, a seeded account) reads like anyone', async () => {
    const postId = await publishPost(suite.t, suite.author, { postTitle: 'Far away' })
    // As the inbox keeps a reply from another server: a uid with no profile row.
    await addComment(
      suite.t.app.database.db,
      { postId, text: 'Hello from afar', parentId: null },
      { uid: 'https://far.example/users/bo', email: '', emailVerified: false, name: 'Bo Far' },
    )
    const notice = NotificationListSchema.parse((await list(suite.author)).json()).find(
      (n) => n.postId === postId,
    )
    expect(notice).toMatchObject({
      type: 'comment',
      actorName: 'Bo Far',
      title: 'Bo Far commented on your post',
      postTitle: 'Far away',
    })
  })

  test('the list pages: the next page in Link, older notices there', async () => {
    const lonely = await createUser(suite.t)
    const ids = []
    for (let i = 0; i < 3; i++) ids.push(await notify(`Paged ${i}`, lonely))
    const first = await send(
      'GET',
      `/api/notification/${encodeURIComponent(lonely.email)}?limit=2`,
      bearer(lonely),
    )
    expect(NotificationListSchema.parse(first.json()).map((n) => n._id)).toEqual([ids[2], ids[1]])
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1]
    expect(next).toBeDefined()
    const second = await send('GET', next ?? '', bearer(lonely))
    expect(NotificationListSchema.parse(second.json()).map((n) => n._id)).toEqual([ids[0]])
  })
})
