import { decodeJwt } from 'jose'
import { describe, expect, inject, test } from 'vitest'
import { TokenResponseSchema } from '../../contract/auth'
import { DISPLAY_NAME_MAX } from '../../contract/profiles'
import { createTestApp, testDialects } from '../../tests/setup/server'
import { createUser, exchangeIdToken, signInIdToken } from '../../tests/setup/users'
import { TOKEN_TTL_SECONDS } from './auth-plugin'
import { rateLimits } from './rate-limits'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('POST /api/getToken on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  const send = requestWith(suite)

  test('a verified Firebase ID token for the same email gets a server token with its claims', async () => {
    const user = await createUser(suite.t, { name: 'Ada Lovelace', verified: true })
    const res = await exchangeIdToken(suite.t, user.email, user.idToken)
    expect(res.statusCode).toBe(200)
    const { token } = TokenResponseSchema.parse(res.json())
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({
      sub: user.uid,
      email: user.email,
      email_verified: true,
      name: 'Ada Lovelace',
    })
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(TOKEN_TTL_SECONDS)
  })

  test('an unverified user gets a token that says so; a user without a name is named by email', async () => {
    const user = await createUser(suite.t, { verified: false })
    await suite.t.app.identity.auth.updateUser(user.uid, { displayName: null })
    const res = await exchangeIdToken(suite.t, user.email, await signInIdToken(user.email))
    expect(decodeJwt(TokenResponseSchema.parse(res.json()).token)).toMatchObject({
      email_verified: false,
      name: user.email,
    })
  })

  test('the email is compared without regard to case', async () => {
    const user = await createUser(suite.t)
    const res = await exchangeIdToken(suite.t, user.email.toUpperCase(), user.idToken)
    expect(res.statusCode).toBe(200)
  })

  test('another email than the ID token’s is 403', async () => {
    const user = await createUser(suite.t)
    const res = await exchangeIdToken(suite.t, 'someone-else@example.com', user.idToken)
    expect(res.statusCode).toBe(403)
    expect(res.json()).toEqual({
      error: { code: 'forbidden', message: 'The email does not match your sign-in' },
    })
  })

  test('no ID token is 401', async () => {
    const res = await send('POST', '/api/getToken', {}, { email: 'a@example.com' })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ error: { code: 'unauthorized' } })
  })

  test('a forged or garbled ID token is 401', async () => {
    const res = await exchangeIdToken(suite.t, 'a@example.com', 'not.a.token')
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual({
      error: { code: 'unauthorized', message: 'Your sign-in is not valid, please sign in again' },
    })
  })

  test('a server token is not accepted in place of an ID token', async () => {
    const user = await createUser(suite.t)
    const res = await exchangeIdToken(suite.t, user.email, user.token)
    expect(res.statusCode).toBe(401)
  })

  test('a missing or malformed email is 400 naming the field', async () => {
    const user = await createUser(suite.t)
    const res = await exchangeIdToken(suite.t, 'not-an-email', user.idToken)
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Invalid email address',
        fields: { email: 'Invalid email address' },
      },
    })
  })

  test('40 people behind one address sign in within a minute; one account has its own budget', async () => {
    const office = await createTestApp(dialect)
    try {
      const exchange = (user: { email: string; idToken: string }) =>
        office.app.inject({
          method: 'POST',
          url: '/api/getToken',
          remoteAddress: '198.51.100.1',
          headers: { authorization: `Bearer ${user.idToken}` },
          payload: { email: user.email },
        })
      const people = []
      for (let i = 0; i < 40; i++) people.push(await createUser(office))
      const statuses = []
      for (const person of people) statuses.push((await exchange(person)).statusCode)
      expect(statuses).toEqual(Array<number>(40).fill(200))

      // One account's budget: createUser's exchange and the one above, then the rest.
      const [first, second] = people
      if (!first || !second) throw new Error('no people')
      for (let i = 2; i < rateLimits.getToken.max; i++) {
        expect((await exchange(first)).statusCode).toBe(200)
      }
      const limited = await exchange(first)
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toMatchObject({ error: { code: 'rate_limited' } })
      expect((await exchange(second)).statusCode).toBe(200)
    } finally {
      await office.close()
    }
  }, 60_000)

  /**
   * Sets the provider's profile as the browser's SDK does (the emulator, like Firebase, takes any
   * photo text there), then signs in: answers the exchange and the profile it stored.
   */
  const signInAfterProviderUpdate = async (fields: { displayName: string; photoUrl?: string }) => {
    const user = await createUser(suite.t)
    const update = await fetch(
      `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:update?key=any`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken: user.idToken, ...fields }),
      },
    )
    expect(update.status, await update.text()).toBe(200)
    const res = await exchangeIdToken(suite.t, user.email, await signInIdToken(user.email))
    expect(res.statusCode, res.body).toBe(200)
    const profile = await suite.t.app.database.db
      .selectFrom('profiles')
      .select(['display_name', 'photo_url'])
      .where('uid', '=', user.uid)
      .executeTakeFirstOrThrow()
    return { res, profile }
  }

  test("the provider's name and photo are held to the profile's rules at sign-in", async () => {
    const long = `\u202Egnol${'n'.repeat(108)}\u200B`
    const { res, profile } = await signInAfterProviderUpdate({
      displayName: long,
      photoUrl: 'javascript:alert(1)',
    })
    expect(profile.display_name).toBe(`gnol${'n'.repeat(DISPLAY_NAME_MAX - 4)}`)
    expect(profile.photo_url).toBe('')
    expect(decodeJwt(TokenResponseSchema.parse(res.json()).token).name).toBe(profile.display_name)
  })

  test("the provider's name loses its control characters and line breaks at sign-in", async () => {
    const { res, profile } = await signInAfterProviderUpdate({
      displayName: 'Ann\u0007\u0000\r\nLee\u001b',
    })
    expect(profile.display_name).toBe('Ann Lee')
    expect(decodeJwt(TokenResponseSchema.parse(res.json()).token).name).toBe('Ann Lee')
  })

  test('too many failed attempts from one address are 429 in the error shape', async () => {
    const attempt = () =>
      suite.t.app.inject({
        method: 'POST',
        url: '/api/getToken',
        remoteAddress: '203.0.113.7',
        payload: { email: 'a@example.com' },
      })
    for (let i = 0; i < rateLimits.getToken.max; i++) {
      expect((await attempt()).statusCode).toBe(401)
    }
    const limited = await attempt()
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    expect(limited.json()).toEqual({
      error: { code: 'rate_limited', message: expect.stringMatching(/^Too many requests/) },
    })
    // Another address is not affected.
    const other = await suite.t.app.inject({
      method: 'POST',
      url: '/api/getToken',
      remoteAddress: '203.0.113.8',
      payload: { email: 'a@example.com' },
    })
    expect(other.statusCode).toBe(401)
  })
})
