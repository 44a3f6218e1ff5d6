// DNS rebinding: a page on another name that resolves to this server must get nothing. Only the
// configured host names are answered. Nothing here depends on the database: one dialect.
import { describe, expect, test } from 'vitest'
import { ErrorBodySchema } from '../../contract/common'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

const misdirected = (res: { statusCode: number; json(): unknown; headers: object }) => {
  expect(res.statusCode).toBe(421)
  expect(ErrorBodySchema.parse(res.json())).toEqual({
    error: {
      code: 'misdirected_request',
      message: 'This server does not answer for that host name',
    },
  })
}

describe('with the embedded defaults', () => {
  const suite = appWithUsers('sqlite', {})
  const send = requestWith(suite)

  test('app.inject() sends Host: localhost:80, which is answered', async () => {
    const res = await send('GET', '/api/posts')
    expect(res.statusCode).toBe(200)
  })

  test.each(['localhost:3000', 'LOCALHOST', 'localhost.:3000', '127.0.0.1:3000', '[::1]:3000'])(
    'Host: %s is answered',
    async (host) => {
      const res = await send('GET', '/api/posts', { host })
      expect(res.statusCode).toBe(200)
    },
  )

  test.each([
    ['an API call', '/api/posts'],
    ['the dev mailbox', '/api/dev/oob-codes'],
    ['an image', `/images/${'a'.repeat(64)}.webp`],
    ['a page', '/login'],
  ])(
    'another host name gets 421 in the error shape, with the security headers: %s',
    async (_what, url) => {
      for (const host of [
        'rebind.attacker.example',
        'rebind.attacker.example:3000',
        '127.0.0.2',
        '[::2]',
      ]) {
        const res = await send('GET', url, { host })
        misdirected(res)
        expect(res.headers['x-content-type-options']).toBe('nosniff')
        expect(res.headers['content-security-policy']).toContain("default-src 'self'")
      }
    },
  )

  test('a write to another host name is refused before it is read', async () => {
    const res = await send(
      'POST',
      '/api/getToken',
      { host: 'rebind.attacker.example' },
      { email: 'a@example.com' },
    )
    misdirected(res)
  })

  test('X-Forwarded-Host means nothing without TRUST_PROXY', async () => {
    const ok = await send('GET', '/api/posts', {
      host: 'localhost',
      'x-forwarded-host': 'rebind.attacker.example',
    })
    expect(ok.statusCode).toBe(200)
    misdirected(
      await send('GET', '/api/posts', {
        host: 'rebind.attacker.example',
        'x-forwarded-host': 'localhost',
      }),
    )
  })

  test("the health check answers any host name: a balancer's probe uses an address", async () => {
    const res = await send('GET', '/api/health', { host: '10.0.3.7:3000' })
    expect(res.statusCode).toBe(200)
  })
})

describe('with PUBLIC_URL, ALLOWED_HOSTS and TRUST_PROXY', () => {
  const suite = appWithUsers(
    'sqlite',
    {},
    {
      PUBLIC_URL: 'https://blog.example',
      ALLOWED_HOSTS: 'www.blog.example, Quill.Internal',
      TRUST_PROXY: 'true',
    },
  )
  const send = requestWith(suite)

  test.each(['blog.example', 'www.blog.example:443', 'quill.internal:3000', 'localhost'])(
    'Host: %s is answered',
    async (host) => {
      const res = await send('GET', '/api/posts', { host })
      expect(res.statusCode).toBe(200)
    },
  )

  test('behind the proxy the host asked for is the last X-Forwarded-Host, which must be allowed', async () => {
    const proxied = await send('GET', '/api/posts', {
      host: '10.0.0.8:3000',
      'x-forwarded-host': 'blog.example',
    })
    expect(proxied.statusCode).toBe(200)
    misdirected(
      await send('GET', '/api/posts', {
        host: 'blog.example',
        'x-forwarded-host': 'rebind.attacker.example',
      }),
    )
    misdirected(
      await send('GET', '/api/posts', {
        host: 'blog.example',
        'x-forwarded-host': 'blog.example, rebind.attacker.example',
      }),
    )
  })

  test('another host name still gets 421', async () => {
    misdirected(await send('GET', '/api/posts', { host: 'blog.example.attacker.example' }))
  })
})
