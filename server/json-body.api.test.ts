// The JSON content-type parser (app.ts): an empty body is no body. Many HTTP clients, the spec's
// own among them, send `Content-Type: application/json` on every request, DELETEs included.
import { describe, expect, test } from 'vitest'
import { NotificationListSchema } from '../contract/notifications'
import { testDialects } from '../tests/setup/server'
import { bearer, commentOn, publishPost } from '../tests/setup/users'
import { appWithUsers } from '../tests/setup/suite'

describe.each(testDialects())('on %s', (dialect) => {
  const suite = appWithUsers(dialect, { author: {}, reader: {} })

  const json = { 'content-type': 'application/json' }

  test('DELETE /api/deletePost/:postId with Content-Type: application/json and no body deletes', async () => {
    for (const payload of ['', '  \r\n']) {
      const id = await publishPost(suite.t, suite.author)
      const res = await suite.t.app.inject({
        method: 'DELETE',
        url: `/api/deletePost/${id}`,
        headers: { ...bearer(suite.author), ...json },
        payload,
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json()).toEqual({ deletedCount: 1, deleteCount: 1 })
    }
  })

  test('DELETE /api/notification/:id with Content-Type: application/json and no body deletes', async () => {
    const postId = await publishPost(suite.t, suite.author)
    await commentOn(suite.t, suite.reader, { comment: 'Lovely', postId })
    const list = await suite.t.app.inject({
      method: 'GET',
      url: `/api/notification/${encodeURIComponent(suite.author.email)}`,
      headers: bearer(suite.author),
    })
    const [notification] = NotificationListSchema.parse(list.json())
    if (!notification) throw new Error('no notification was made')
    const res = await suite.t.app.inject({
      method: 'DELETE',
      url: `/api/notification/${notification._id}`,
      headers: { ...bearer(suite.author), ...json },
      payload: '',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ deletedCount: 1 })
  })

  test('a POST with Content-Type: application/json and no body is a validation error, not a parse error', async () => {
    const res = await suite.t.app.inject({
      method: 'POST',
      url: '/api/post',
      headers: { ...bearer(suite.author), ...json },
      payload: '',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ error: { code: 'validation_failed' } })
  })

  test('malformed JSON and prototype poisoning are still refused with 400', async () => {
    for (const payload of ['{"postTitle": ', '{"__proto__": {"admin": true}}']) {
      const res = await suite.t.app.inject({
        method: 'POST',
        url: '/api/post',
        headers: { ...bearer(suite.author), ...json },
        payload,
      })
      expect(res.statusCode, payload).toBe(400)
      expect(res.json()).toMatchObject({ error: { code: 'bad_request' } })
    }
  })

  test('a NUL in any string is taken out, not a 500 on PostgreSQL, and nothing but NULs is empty', async () => {
    const postId = await publishPost(suite.t, suite.author)
    const comment = await commentOn(suite.t, suite.reader, { comment: 'Spam\u0000 here', postId })
    expect(comment.comment).toBe('Spam here')
    const report = await suite.t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { ...bearer(suite.reader), ...json },
      payload: JSON.stringify({ targetType: 'comment', targetId: comment._id, reason: '\u0000' }),
    })
    expect(report.statusCode, report.body).toBe(400)
    expect(report.json()).toMatchObject({ error: { code: 'validation_failed' } })
  })
})
