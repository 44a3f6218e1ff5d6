// Security headers and CORS. The Content-Security-Policy allows exactly what the client needs:
// itself, the identity provider's endpoints and the image host.
import cors from '@fastify/cors'
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { EARLY_SCRIPT_HASH } from '../early-script'
import type { Config } from '../config'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The headers helmet sets, computed once: on every routed answer (an onRequest hook), and
     * on the answers no route or hook makes: Fastify's framework errors and node's raw client
     * errors (server/edge-errors.ts).
     */
    securityHeaders: Readonly<Record<string, string>>
  }
}

/** What the HTTP layer writes on any answer, not what helmet adds. */
const NOT_SECURITY = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive'])

/**
 * The headers helmet writes with these options, read once from a throwaway instance: the same
 * library and options as every routed answer, so the two sets cannot drift apart.
 */
export async function helmetHeaders(
  options: FastifyHelmetOptions,
): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false })
  try {
    await probe.register(helmet, options)
    probe.get('/', async () => '')
    const res = await probe.inject({ method: 'GET', url: '/' })
    return Object.fromEntries(
      Object.entries(res.headers)
        .filter(([name]) => !NOT_SECURITY.has(name))
        .map(([name, value]) => [name, String(value)]),
    )
  } finally {
    await probe.close()
  }
}

/** Firebase Auth's endpoints, for a real project (the emulator is one local origin). */
const FIREBASE_CONNECT = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://www.googleapis.com',
]
/**
 * Profile photos are any https URL a user gives (Google's and GitHub's avatars among them). An
 * image cannot run code; the cost is that a photo's host sees who views it.
 */
const PHOTO_SOURCES = ['https:']

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const origin = (url: string) => new URL(url).origin
  const imageHost = config.imageHostUrl ? [origin(config.imageHostUrl)] : []
  const identity =
    config.identity.mode === 'emulator'
      ? [`http://${config.identity.emulatorHost}`]
      : [...FIREBASE_CONNECT, 'https://apis.google.com']
  // The sign-in popup and its helper iframe load from the configured auth domain, which may
  // be a custom one rather than <project>.firebaseapp.com.
  const authFrames =
    config.identity.mode === 'firebase'
      ? [`https://${config.client.firebase.authDomain}`, 'https://apis.google.com']
      : []
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: [
      "'self'",
      // The one inline script: the colour scheme, set before the first paint.
      EARLY_SCRIPT_HASH,
      ...(config.identity.mode === 'firebase' ? ['https://apis.google.com'] : []),
    ],
    // Mantine writes its CSS variables into a <style> element and style attributes.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', origin(config.publicUrl), ...imageHost, ...PHOTO_SOURCES],
    connectSrc: ["'self'", ...identity, ...imageHost],
    frameSrc: authFrames.length ? authFrames : ["'none'"],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
  }
}

export default fp(
  async function security(app: FastifyInstance) {
    const { config } = app
    const options: FastifyHelmetOptions = {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(config),
      },
      // The popup sign-in of a real Firebase project talks to its opener window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Images are loaded by the same origin or, with a separate host, by others.
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: config.publicUrl.startsWith('https:'),
      // The browser's own default, stated (ADR 0055): another site learns only this origin,
      // never a page's path; and a redirect here (an old /post/:id to its slugged address)
      // keeps the origin a reader came from, which `no-referrer` dropped on the way in.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }
    // Helmet's headers, worked out once: registered as a plugin, helmet parses the CSP's
    // directives again on every request (7% of a kept feed answer's CPU, issue 23). Nothing in
    // them varies per request (no nonces: the one inline script is allowed by its hash).
    const headers = Object.freeze(await helmetHeaders(options))
    app.decorate('securityHeaders', headers)
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers)
      done()
    })
    await app.register(cors, {
      // Closed unless origins are named: the client is served from this same origin.
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      // The spec's calls use PUT (updatePost) and DELETE too; the plugin's default omits them.
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization', 'email'],
      exposedHeaders: ['Link'],
    })
  },
  { name: 'security', dependencies: ['config'] },
)
