// Security headers and CORS. The Content-Security-Policy allows exactly what the client needs:
// itself, the identity provider's endpoints and the image host.
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'

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
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(config),
      },
      // The popup sign-in of a real Firebase project talks to its opener window.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // Images are loaded by the same origin or, with a separate host, by others.
      crossOriginResourcePolicy: { policy: 'same-site' },
      hsts: config.publicUrl.startsWith('https:'),
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
