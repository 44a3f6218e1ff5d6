import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { OobCodeListSchema } from '../../contract/dev-mailbox'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'

describe.each(testDialects())('on %s', (dialect) => {
  let emulated: TestApp
  let real: TestApp
  beforeAll(async () => {
    emulated = await createTestApp(dialect)
    real = await createTestApp(dialect, {
      FIREBASE_AUTH_EMULATOR_HOST: '',
      FIREBASE_PROJECT_ID: 'quill-production',
      VITE_FIREBASE_API_KEY: 'a-real-api-key',
    })
  })
  afterAll(async () => {
    await emulated.close()
    await real.close()
  })
  /** The dev mailbox as asked from `remoteAddress`, with these headers. */
  const oobCodes = (instance: TestApp, remoteAddress: string, headers = {}) =>
    instance.app.inject({ method: 'GET', url: '/api/dev/oob-codes', remoteAddress, headers })

  test("GET /api/dev/oob-codes lists the emulator's verification links, newest first", async () => {
    const base = `${emulated.app.identity.emulatorUrl}/identitytoolkit.googleapis.com/v1/accounts`
    const email = `mailbox-${randomUUID()}@example.com`
    const signUp = await fetch(`${base}:signUp?key=any`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password', returnSecureToken: true }),
    })
    const { idToken } = (await signUp.json()) as { idToken: string }
    for (const requestType of ['VERIFY_EMAIL', 'PASSWORD_RESET']) {
      await fetch(`${base}:sendOobCode?key=any`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestType, idToken, email }),
      })
    }

    const res = await emulated.app.inject({ method: 'GET', url: '/api/dev/oob-codes' })

    expect(res.statusCode).toBe(200)
    const mine = OobCodeListSchema.parse(res.json()).filter((code) => code.email === email)
    expect(mine.map((code) => code.requestType)).toEqual(['PASSWORD_RESET', 'VERIFY_EMAIL'])
    expect(mine[1]?.oobLink).toContain('mode=verifyEmail')
  })

  test('without SMTP_URL, mail goes to the dev mailbox: GET /api/dev/mail, newest first', async () => {
    const email = `mailbox-${randomUUID()}@example.org`
    const res = await emulated.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email },
    })
    expect(res.statusCode).toBe(202)
    let mails: {
      to: string
      subject: string
      text: string
      html: string
      headers: Record<string, string>
    }[] = []
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      mails = (await emulated.app.inject({ method: 'GET', url: '/api/dev/mail' })).json()
      if (mails.some((m) => m.to === email)) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const mail = mails.find((m) => m.to === email)
    expect(mail).toMatchObject({ subject: 'Confirm your subscription to Quill' })
    expect(mail?.text).toContain('/confirm-subscription?token=')
    expect(mail?.headers).toMatchObject({
      To: email,
      Subject: 'Confirm your subscription to Quill',
    })
    const remote = await emulated.app.inject({
      method: 'GET',
      url: '/api/dev/mail',
      remoteAddress: '203.0.113.9',
    })
    expect(remote.statusCode).toBe(403)
  })

  test('the dev mailbox answers only a request from this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await oobCodes(emulated, remoteAddress)
      expect(res.statusCode, remoteAddress).toBe(200)
    }
    for (const remoteAddress of ['203.0.113.9', '::ffff:10.0.0.2', 'fe80::1']) {
      const res = await oobCodes(emulated, remoteAddress)
      expect(res.statusCode, remoteAddress).toBe(403)
      expect(res.json()).toEqual({
        error: { code: 'forbidden', message: 'The dev mailbox answers only on this machine' },
      })
    }
  })

  test('behind a proxy the dev mailbox answers only a client on this machine', async () => {
    const proxied = await createTestApp(dialect, { TRUST_PROXY: 'true' })
    try {
      const res = await oobCodes(proxied, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })
      expect(res.statusCode).toBe(403)
    } finally {
      await proxied.close()
    }
  })

  test('with a real Firebase project the dev mailbox does not exist', async () => {
    expect(real.app.identity.mode).toBe('firebase')
    const res = await real.app.inject({ method: 'GET', url: '/api/dev/oob-codes' })
    expect(res.statusCode).toBe(404)
    // Nor Quill's own outbox: without SMTP_URL there is no mail at all (subscribing is a 503).
    expect((await real.app.inject({ method: 'GET', url: '/api/dev/mail' })).statusCode).toBe(404)
    const subscribe = await real.app.inject({
      method: 'POST',
      url: '/api/subscriptions',
      payload: { email: 'someone@example.org' },
    })
    expect(subscribe.statusCode).toBe(503)
    expect(subscribe.json().error.message).toBe('Email is not set up on this server')
  })
})
