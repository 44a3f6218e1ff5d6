// Real sockets against a listening app, for what app.inject() cannot show: time-outs, the
// connection cap and the raw answers node writes before Fastify sees a request.
import net from 'node:net'
import type { FastifyInstance } from 'fastify'

/** Listens on a free loopback port; answers the port. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  if (!address || typeof address === 'string') throw new Error('the app is not listening')
  return address.port
}

export interface RawConnection {
  socket: net.Socket
  /** Everything the server sent so far. */
  received(): string
  /** Resolves when the server closes the connection: after how long, and what it sent. */
  closed: Promise<{ afterMs: number; data: string }>
}

/**
 * Opens a connection and writes `text` (a request, or the start of one). `from`: the loopback
 * address it comes from (all of 127.0.0.0/8 is this machine), to stand for another client.
 */
export function connect(port: number, text = '', from?: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const chunks: Buffer[] = []
    const socket = net.connect({ host: '127.0.0.1', port, ...(from ? { localAddress: from } : {}) })
    socket.on('data', (chunk) => chunks.push(chunk))
    const closed = new Promise<{ afterMs: number; data: string }>((done) => {
      socket.on('close', () =>
        done({ afterMs: performance.now() - started, data: Buffer.concat(chunks).toString() }),
      )
    })
    socket.once('error', () => {})
    socket.once('connect', () => {
      if (text) socket.write(text)
      resolve({ socket, received: () => Buffer.concat(chunks).toString(), closed })
    })
    socket.once('error', reject)
  })
}

/** Resolves with the value, or with 'still open' when the connection outlives `ms`. */
export function within<T>(promise: Promise<T>, ms: number): Promise<T | 'still open'> {
  return Promise.race([
    promise,
    new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), ms).unref()),
  ])
}

/** The status line and headers of a raw HTTP answer, and its body. */
export function parseResponse(raw: string): {
  status: number
  headers: Record<string, string>
  body: string
} {
  const end = raw.indexOf('\r\n\r\n')
  const head = end === -1 ? raw : raw.slice(0, end)
  const [statusLine = '', ...lines] = head.split('\r\n')
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: end === -1 ? '' : raw.slice(end + 4),
  }
}
