// A hostile server on loopback for the outbound guard's tests (ADR 0054): it counts every
// connection and request, and answers by path — a huge body, a drip, a redirect loop, or a
// small JSON document.
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HostileServer {
  port: number
  /** Connections accepted so far. */
  connections(): number
  /** Requests so far, by path (without the query). */
  requests(path?: string): number
  /** Answers GET `path` with this JSON from now on (an actor, say), or with a bare status. */
  serve(path: string, document: unknown, status?: number): void
  close(): Promise<void>
}

const HUGE_BYTES = 400 * 1024 * 1024

export async function startHostileServer(host = '127.0.0.1'): Promise<HostileServer> {
  let connections = 0
  const requests = new Map<string, number>()
  const documents = new Map<string, { document: unknown; status: number }>()
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x')
    requests.set(url.pathname, (requests.get(url.pathname) ?? 0) + 1)
    request.resume()
    const served = documents.get(url.pathname)
    if (served) {
      response.writeHead(served.status, { 'content-type': 'application/activity+json' })
      response.end(JSON.stringify(served.document))
    } else if (url.pathname.startsWith('/huge')) {
      // 400 MB, said up front or not at all (?chunked), written as fast as it is read.
      const chunked = url.searchParams.has('chunked')
      response.writeHead(200, {
        'content-type': 'application/activity+json',
        ...(chunked ? {} : { 'content-length': String(HUGE_BYTES) }),
      })
      const chunk = Buffer.alloc(64 * 1024, 32)
      let sent = 0
      const more = () => {
        while (sent < HUGE_BYTES && !response.destroyed) {
          sent += chunk.length
          if (!response.write(chunk)) return void response.once('drain', more)
        }
        response.end()
      }
      response.on('close', () => (sent = HUGE_BYTES))
      more()
    } else if (url.pathname.startsWith('/drip')) {
      response.writeHead(200, { 'content-type': 'application/activity+json' })
      const timer = setInterval(() => response.write(' '), 200)
      response.on('close', () => clearInterval(timer))
    } else if (url.pathname.startsWith('/loop')) {
      // Absolute, as a hostile server would send it (a relative one some loaders refuse).
      const { port } = server.address() as AddressInfo
      response.writeHead(302, { location: `http://${host}:${port}/loop?${Math.random()}` }).end()
    } else {
      response.writeHead(202, { 'content-type': 'application/json' }).end('{}')
    }
  })
  server.on('connection', () => (connections += 1))
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  return {
    port: (server.address() as AddressInfo).port,
    connections: () => connections,
    requests: (path) =>
      path === undefined
        ? [...requests.values()].reduce((a, b) => a + b, 0)
        : (requests.get(path) ?? 0),
    serve: (path, document, status = 200) => void documents.set(path, { document, status }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
