// The spec's client sends the signed-in user's email in an `email` header beside the token. Every
// route that reads a token holds that header to it (server/auth/auth-plugin.ts): the protected ones
// (authorization.api.test.ts) and the public reads that show more to a signed-in caller, whose
// token is optional. A header that is not the token's email is a 403 in the error shape; with no
// token, or one that is not valid, such a read is simply anonymous.
import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { bearer, publishPost } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const MISMATCH = {
  error: { code: 'forbidden', message: 'The email header does not match your session' },
}

describe.each(testDialects())('the email header on %s', (dialect) => {
  const suite = appWithUsers(dialect, { owner: 'Header Owner', other: 'Header Other' })
  const send = requestWith(suite)
  let postId: string
  beforeAll(async () => {
    postId = await publishPost(suite.t, suite.owner, {
      postTitle: 'Header post',
      tags: ['headers'],
    })
  })

  const viewerReads = () => [
    `/api/posts`,
    `/api/post/${postId}`,
    `/api/comment/${postId}`,
    `/api/authors/${suite.owner.uid}`,
    `/api/tags/headers`,
  ]
  const get = (url: string, headers: Record<string, string>) => send('GET', url, headers)

  test('a read that shows more to a signed-in caller refuses a header that is not its email', async () => {
    for (const url of viewerReads()) {
      const refused = await get(url, { ...bearer(suite.owner), email: suite.other.email })
      expect(refused.statusCode, url).toBe(403)
      expect(refused.json(), url).toEqual(MISMATCH)
      // The token's own email, in any case, is the signed-in caller.
      const own = await get(url, { ...bearer(suite.owner), email: suite.owner.email.toUpperCase() })
      expect(own.statusCode, url).toBe(200)
    }
  })

  test('with no token, or an invalid one, the same read is anonymous whatever the header', async () => {
    for (const url of viewerReads()) {
      expect((await get(url, { email: suite.other.email })).statusCode, url).toBe(200)
      const garbled = await get(url, { authorization: 'Bearer nonsense', email: suite.other.email })
      expect(garbled.statusCode, url).toBe(200)
    }
  })

  // Before, the stream opened (and this waited for it to end): 5 s is long enough to say so.
  test(
    'the live notification stream holds the header to its token too',
    { timeout: 5_000 },
    async () => {
      const res = await get(`/api/notification-events?token=${suite.owner.token}`, {
        email: suite.other.email,
      })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toEqual(MISMATCH)
    },
  )
})
