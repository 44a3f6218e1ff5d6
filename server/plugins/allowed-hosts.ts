// Only the configured host names are answered (docs/security.md): a page on another name that
// resolves to this server (DNS rebinding) gets a 421 before any route runs. With TRUST_PROXY the
// host asked for is the last X-Forwarded-Host, the one the nearest proxy set (Fastify's
// `request.hostname`); without it, X-Forwarded-Host is ignored and Host decides.
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../errors'

/** A balancer's or an orchestrator's probe calls the health check by address, not by name. */
const ANY_HOST = new Set(['/api/health'])

export const misdirected = () =>
  new HttpError(421, 'misdirected_request', 'This server does not answer for that host name')

/** `Host: LOCALHOST.:3000` is localhost: lower case, no port, no trailing dot. */
export function hostName(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '')
}

export default fp(
  async function allowedHosts(app: FastifyInstance) {
    const allowed = new Set(app.config.allowedHosts)
    // A callback, not an async function: it runs on every request, and a promise per hook costs.
    app.addHook('onRequest', (request, _reply, done) => {
      if (allowed.has(hostName(request.hostname))) return done()
      if (ANY_HOST.has(request.url.split('?')[0] ?? '')) return done()
      done(misdirected())
    })
  },
  { name: 'allowed-hosts', dependencies: ['config'] },
)
