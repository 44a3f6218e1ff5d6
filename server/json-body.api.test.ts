// The JSON content-type parser (app.ts): an empty body is no body. Many HTTP clients, the spec's
// own among them, send `Content-Type: application/json` on every request, DELETEs included.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { NotificationListSchema } from '../contract/notifications'
import { type TestApp, createTestApp, testDialects } from '../tests/setup/server'
import { type TestUser, bearer, commentOn, createUser, publishPost } from '../tests/setup/users'

describe.each(testDialects())('on %s', (dialect) => {
  let t: TestApp
  let author: TestUser
  let reader: TestUser
  beforeAll(async () => {
    t = await createTestApp(dialect)
    author = await createUser(t)
    reader = await createUser(t)
  })
  afterAll(() => t.close())

  const json = { 'content-type': 'application/json' }

  test('DELETE /api/deletePost/:postId with Content-Type: application/json and no body deletes', async () => {
    for (const payload of ['', '  \r\n']) {
      const id = await publishPost(t, author)
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/deletePost/${id}`,
        headers: { ...bearer(author), ...json },
        payload,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    }
  })

  test('DELETE /api/notification/:id with Content-Type: application/json and no body deletes', async () => {
    const postId = await publishPost(t, author)
    await commentOn(t, reader, { comment: 'Lovely', postId })
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(author.email)}`,
      headers: bearer(author),
    })
    const [notification] = NotificationListSchema.parse(list.json())
    if (!notification) throw new Error('no notification was made')
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/notification/${notification._id}`,
      headers: { ...bearer(author), ...json },
      payload: '',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ deletedCount: 1 })
  })

  test('a POST with Content-Type: application/json and no body is a validation error, not a parse error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { ...bearer(author), ...json },
      payload: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } })
  })

  test('malformed JSON and prototype poisoning are still refused with 400', async () => {
    for (const payload of ['{"postTitle": ', '{"__proto__": {"admin": true}}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/post',
        headers: { ...bearer(author), ...json },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json()).toMatchObject({ error: { code: 'bad_request' } })
    }
  })
})
