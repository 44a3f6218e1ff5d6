import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NotificationListSchema } from '../../contract/notifications'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, commentOn, createUser, publishPost } from '../../tests/setup/users'

describe.each(testDialects())('notifications on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let reader: TestUser
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t)
    reader = await createUser(t, { name: 'Nosy Reader' })
  })
  afterAll(() => t.close())

  const list = (user: TestUser, email = user.email) =>
    t.app.inject({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(email)}`,
      headers: bearer(user),
    })
  const remove = (user: TestUser, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/notification/${id}`, headers: bearer(user) })

  /** A fresh notification for `author`; answers its id. */
  async function notifyAuthor(title = 'A post'): Promise<string> {
    const postId = await publishPost(t, author, { postTitle: title })
    await commentOn(t, reader, { postId, comment: 'Hi' })
    const mine = NotificationListSchema.parse((await list(author)).json())
    const found = mine.find((n) => n.postId === postId)
    if (!found) throw new Error('no notification was made')
    return found._id
  }

  test('GET /api/notification/:email lists your own notifications, newest first', async () => {
    const older = await notifyAuthor('Older')
    const newer = await notifyAuthor('Newer')
    const res = await list(author, author.email.toUpperCase())
    expect(res.statusCode).toBe(200)
    const ids = NotificationListSchema.parse(res.json()).map((n) => n._id)
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older))
    expect(ids.indexOf(newer)).toBe(0)
  })

  test('GET /api/notification/:email of someone else is 403', async () => {
    await notifyAuthor()
    const res = await list(reader, author.email)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'You may only read your own notifications' },
    })
  })

  test('DELETE /api/notification/:notificationId dismisses your own notification', async () => {
    const id = await notifyAuthor()
    const res = await remove(author, id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    const after = NotificationListSchema.parse((await list(author)).json())
    expect(after.some((n) => n._id === id)).toBe(false)
    expect((await remove(author, id)).statusCode).toBe(404)
  })

  test('DELETE /api/notification/:notificationId of someone else’s is 403 and keeps it', async () => {
    const id = await notifyAuthor()
    const res = await remove(reader, id)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'You may only dismiss your own notifications' },
    })
    const after = NotificationListSchema.parse((await list(author)).json())
    expect(after.some((n) => n._id === id)).toBe(true)
  })

  test('DELETE /api/notification/:notificationId of an unknown or malformed id is 404', async () => {
    for (const id of ['AAAAAAAAAAAAAAAA', 'bad%20id']) {
      const res = await remove(author, id)
      expect(res.statusCode, id).toBe(404)
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: 'Notification not found' },
      })
    }
  })
})
