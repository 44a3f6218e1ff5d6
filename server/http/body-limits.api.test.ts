// Body limits per route: JSON routes take little, a post's text takes what its 50,000
// characters need, and the upload refuses a declared length over its own limit before reading.
// The limits do not depend on the database, so one dialect is enough here.
import { expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { POST_BODY_MAX } from '../../contract/posts'
import { connect, listen, parseResponse, within } from '../../tests/setup/sockets'
import { bearer, postInput } from '../../tests/setup/users'
import { BODY_LIMIT } from '../build-app'
import { UPLOAD_BODY_LIMIT } from '../images/routes'
import { appWithUsers, requestWith } from '../../tests/setup/suite'
const suite = appWithUsers('sqlite', { author: {} })
const send = requestWith(suite)

const tooLarge = (res: { statusCode: number; json(): unknown }) => {
  expect(res.statusCode).toBe(413)
  expect(ErrorBodySchema.parse(res.json()).error.code).toBe('payload_too_large')
}

test('the JSON routes refuse a body over 64 KB with 413, before anything else', async () => {
  expect(BODY_LIMIT).toBe(64 * 1024)
  const padding = 'x'.repeat(BODY_LIMIT)
  tooLarge(await send('POST', '/api/getToken', {}, { email: 'a@example.com', padding }))
  tooLarge(
    await send('POST', '/api/comment', bearer(suite.author), {
      comment: padding,
      postId: 'AAAAAAAAAAAAAAAA',
    }),
  )
})

test('a post of the longest text in three-byte characters fits its own, larger limit', async () => {
  const postBody = '字'.repeat(POST_BODY_MAX)
  expect(Buffer.byteLength(JSON.stringify(postInput({ postBody })))).toBeGreaterThan(BODY_LIMIT)
  const res = await send('POST', '/api/post', bearer(suite.author), postInput({ postBody }))
  expect(res.statusCode, res.body).toBe(201)
})

test('an upload that declares more than its limit is refused at once, its body unread', async () => {
  const port = await listen(suite.t.app)
  const c = await connect(
    port,
    [
      'POST /api/images?key=x HTTP/1.1',
      'Host: localhost',
      'Content-Type: multipart/form-data; boundary=b',
      `Content-Length: ${UPLOAD_BODY_LIMIT + 1}`,
      '',
      '',
    ].join('\r\n'),
  )
  try {
    // The answer comes without the body being sent, long before any time-out.
    await expect.poll(() => c.received(), { timeout: 2_000 }).toContain('\r\n\r\n{')
    const res = parseResponse(c.received())
    expect(res.status).toBe(413)
    expect(ErrorBodySchema.parse(JSON.parse(res.body)).error.code).toBe('payload_too_large')
  } finally {
    c.socket.destroy()
    await within(c.closed, 1_000)
  }
})
