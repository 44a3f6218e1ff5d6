// The references for the API's throughput: bare Fastify routes (no plugins, no logger)
// answering what the real server answered — the same JSON, the same headers — either
//   /same-compression: compressing the JSON on each request with the encoder and level Quill
//     uses for it (what a plain Fastify app with a compression step does), or
//   /same-bytes: the very bytes Quill sent, compressed once in advance (Fastify's floor).
// Usage: tsx bench/bare-server.ts <port> <answer.json>
import fs from 'node:fs'
import zlib from 'node:zlib'
import Fastify from 'fastify'
import { BROTLI_QUALITY, GZIP_LEVEL } from '../server/plugins/json-answers'

interface Recorded {
  headers: Record<string, string>
  /** As sent (compressed, if it was). */
  bodyBase64: string
  /** The same answer uncompressed. */
  jsonBase64: string
}

const [port = '0', file = ''] = process.argv.slice(2)
const answer = JSON.parse(fs.readFileSync(file, 'utf8')) as Recorded
const sent = Buffer.from(answer.bodyBase64, 'base64')
const json = Buffer.from(answer.jsonBase64, 'base64')
const encoding = answer.headers['content-encoding']
const compress = (body: Buffer): Buffer =>
  encoding === 'br'
    ? zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : encoding === 'gzip'
      ? zlib.gzipSync(body, { level: GZIP_LEVEL })
      : body

const app = Fastify()
app.get('/same-bytes', (_request, reply) => {
  reply.headers(answer.headers).send(sent)
})
app.get('/same-compression', (_request, reply) => {
  reply.headers(answer.headers).send(compress(json))
})
app.get('/api/health', () => ({ ok: true }))
await app.listen({ host: '127.0.0.1', port: Number(port) })
