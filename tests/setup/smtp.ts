// A real SMTP server on a free loopback port (the `smtp-server` package) that keeps every
// message it accepts, parsed by `mailparser`, for the tests of posts by email. Addresses in
// `bounce` are refused at RCPT with 550, as a receiving server refuses an unknown mailbox.
import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string
  messageId: string
  /** Parsed by mailparser; without `parse` (a count of thousands), its headers only. */
  parsed: ParsedMail
}

export interface TestSmtp {
  url: string
  port: number
  /** Every message accepted so far, in order. */
  messages: ReceivedMail[]
  /** Messages to one address. */
  to(address: string): ReceivedMail[]
  /** Waits until `count` messages reached `address` (or throws after `ms`). */
  waitFor(address: string, count?: number, ms?: number): Promise<ReceivedMail[]>
  /** Addresses refused with 550 at RCPT. */
  bounce: Set<string>
  /** RCPT attempts per address (refused ones included). */
  attempts: Map<string, number>
  close(): Promise<void>
}

export async function startSmtp(options: { parse?: boolean } = {}): Promise<TestSmtp> {
  const parse = options.parse ?? true
  const messages: ReceivedMail[] = []
  const bounce = new Set<string>()
  const attempts = new Map<string, number>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase()
      attempts.set(to, (attempts.get(to) ?? 0) + 1)
      if (bounce.has(to)) {
        const error = Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 })
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        const recipients = session.envelope.rcptTo.map((r) => r.address.toLowerCase())
        const messageId = /^message-id:\s*(\S+)/im.exec(raw.toString('latin1'))?.[1] ?? ''
        const keep = (parsed: ParsedMail) => {
          for (const to of recipients) messages.push({ to, messageId, parsed })
          callback()
        }
        if (!parse) return keep({ headers: new Map(), headerLines: [] } as unknown as ParsedMail)
        simpleParser(raw).then(keep, (error: Error) => callback(error))
      })
    },
  })
  // A sender killed mid-transaction (the kill -9 tests) resets its connection: smtp-server reports
  // it as an 'error' event, which would otherwise be an uncaught exception in the test process.
  // Anything else is a fault of the test server itself and is thrown.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return
    throw error
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  const to = (address: string) => messages.filter((m) => m.to === address.toLowerCase())
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    to,
    bounce,
    attempts,
    async waitFor(address, count = 1, ms = 15_000) {
      const deadline = Date.now() + ms
      while (to(address).length < count) {
        if (Date.now() > deadline) {
          throw new Error(`${address} got ${to(address).length} of ${count} messages in ${ms} ms`)
        }
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return to(address)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
