// A reader navigating away mid-download is no server error (issue 21, item 7): with the server's
// logger, a compressed stream cut by its client (@fastify/compress pumps it) logs nothing at
// error or warn level, only an info line.
import http from 'node:http'
import { Readable, Writable } from 'node:stream'
import compress from '@fastify/compress'
import Fastify from 'fastify'
import { expect, test } from 'vitest'
import { loggerOptions } from './logging'

test('a download cut off by its client is logged at info, not as an error', async () => {
  const lines: { level: number; msg: string }[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const app = Fastify({ logger: loggerOptions('info', sink) })
  await app.register(compress, { threshold: 1024 })
  // A long page, streamed slowly enough that the client leaves before its end.
  app.get('/long', async (_request, reply) => {
    let sent = 0
    const stream = new Readable({
      read() {
        sent++
        setTimeout(() => this.push(sent > 200 ? null : `<p>${'text '.repeat(2000)}</p>`), 5)
      },
    })
    return reply.type('text/html').send(stream)
  })
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => {
    const req = http.get(`${url}/long`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      res.once('data', () => {
        req.destroy()
        resolve()
      })
    })
  })
  // The server notices the closed socket on its next write.
  await new Promise((resolve) => setTimeout(resolve, 300))
  await app.close()
  expect(lines.filter((line) => line.level >= 40)).toEqual([])
  expect(lines.some((line) => /closed the connection/.test(line.msg))).toBe(true)
})
