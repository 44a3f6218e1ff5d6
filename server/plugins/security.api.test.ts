// Security headers and CORS do not depend on the database, so one dialect is enough here.
import { describe, expect, test } from 'vitest'
import { EARLY_SCRIPT_HASH } from '../early-script'
import { loadConfig } from '../config'
import { contentSecurityPolicy } from './security'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

/** The CSP header as a map of directive → sources. */
function csp(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string')
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name = '', ...sources]) => [name, sources]),
  )
}

describe('with the embedded defaults', () => {
  const suite = appWithUsers('sqlite', {})
  const send = requestWith(suite)

  test('the CSP allows this origin, the Auth emulator and nothing else by default', async () => {
    const res = await send('GET', '/api/health')
    const policy = csp(res.headers['content-security-policy'])
    expect(policy.get('default-src')).toEqual(["'self'"])
    // Scripts from this origin, and the one inline script by its hash: never 'unsafe-inline'.
    expect(policy.get('script-src')).toEqual(["'self'", EARLY_SCRIPT_HASH])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    const emulator =
      suite.t.config.identity.mode === 'emulator' ? suite.t.config.identity.emulatorHost : ''
    expect(policy.get('connect-src')).toEqual(["'self'", `http://${emulator}`])
    expect(policy.get('img-src')).toContain(new URL(suite.t.config.publicUrl).origin)
    // Profile photos may live on any https host; never plain http from elsewhere.
    expect(policy.get('img-src')).toContain('https:')
    expect(policy.get('img-src')).not.toContain('http:')
    expect(policy.has('upgrade-insecure-requests')).toBe(false)
  })

  test('the usual hardening headers are set', async () => {
    const res = await send('GET', '/api/health')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    // Other sites see this one's origin, never a page's path (ADR 0055).
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
    expect(res.headers['strict-transport-security']).toBeUndefined()
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  test('CORS is closed: another origin gets no Access-Control-Allow-Origin', async () => {
    const res = await send('GET', '/api/health', { origin: 'https://evil.example' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()

    const preflight = await send('OPTIONS', '/api/posts', {
      origin: 'https://evil.example',
      'access-control-request-method': 'POST',
    })
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined()
  })
})

describe('with CORS_ORIGINS, a separate image host and an https origin', () => {
  const suite = appWithUsers(
    'sqlite',
    {},
    {
      CORS_ORIGINS: 'https://blog.example, https://admin.example',
      IMAGE_HOST_URL: 'https://images.example/1/upload',
      PUBLIC_URL: 'https://quill.example',
    },
  )
  const send = requestWith(suite)

  test('a named origin may call the API, with the headers the client sends', async () => {
    const res = await send('GET', '/api/health', { origin: 'https://admin.example' })
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example')
    expect(res.headers['access-control-expose-headers']).toBe('Link')

    const preflight = await send('OPTIONS', '/api/post', {
      origin: 'https://blog.example',
      'access-control-request-method': 'POST',
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('https://blog.example')
    expect(String(preflight.headers['access-control-allow-headers']).split(/,\s*/)).toEqual([
      'Content-Type',
      'Authorization',
      'email',
    ])
    expect(String(preflight.headers['access-control-allow-methods']).split(/,\s*/)).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    )
  })

  test('an origin not named still gets no Access-Control-Allow-Origin', async () => {
    const res = await send('GET', '/api/health', { origin: 'https://evil.example' })
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })

  test('the CSP lets the page upload to and show images from the image host', async () => {
    const res = await send('GET', '/api/health')
    const policy = csp(res.headers['content-security-policy'])
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://quill.example', 'https://images.example']),
    )
    expect(policy.get('connect-src')).toContain('https://images.example')
    expect(policy.has('upgrade-insecure-requests')).toBe(true)
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/)
  })
})

test('with a real Firebase project the CSP names its endpoints and its auth domain, not the emulator', () => {
  const policy = contentSecurityPolicy(
    loadConfig({
      FIREBASE_PROJECT_ID: 'quill-prod',
      VITE_FIREBASE_API_KEY: 'key',
      VITE_FIREBASE_AUTH_DOMAIN: 'login.quill.example',
      PUBLIC_URL: 'https://quill.example',
    }),
  )
  expect(policy.connectSrc).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
    ]),
  )
  expect(policy.connectSrc?.some((source) => source.startsWith('http://'))).toBe(false)
  expect(policy.scriptSrc).toEqual(["'self'", EARLY_SCRIPT_HASH, 'https://apis.google.com'])
  expect(policy.frameSrc).toEqual(['https://login.quill.example', 'https://apis.google.com'])
})
