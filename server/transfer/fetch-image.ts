// Fetches an image an imported post names, for the image host to keep a copy (issue 27 item 5).
// The URL comes from an uploaded file, so this is a request the server makes on a stranger's
// behalf: it goes only to public addresses (no loopback, private, link-local or metadata
// ranges), checked on the address actually connected to (a `lookup` that refuses, so a name
// that resolves differently the second time cannot slip past), after each redirect, within a
// time limit and a size cap.
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { IMAGE_MAX_BYTES } from '../../contract/images'

const TIMEOUT_MS = 8_000
const REDIRECTS_MAX = 3

const blocked = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv4')
}
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(address, prefix, 'ipv6')
}

/** Whether the server may connect to this address on a stranger's behalf. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return false
  if (family === 6) {
    // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
    if (mapped?.[1]) return isPublicAddress(mapped[1])
    if (/^::ffff:/i.test(address)) return false
    return !blocked.check(address, 'ipv6')
  }
  return !blocked.check(address, 'ipv4')
}

export class ImageFetchError extends Error {
  override name = 'ImageFetchError'
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void

/** dns.lookup that answers only public addresses: the check happens where the socket connects. */
function publicLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback) {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, [])
    const refused = addresses.find((a) => !isPublicAddress(a.address))
    if (refused || addresses.length === 0) {
      return callback(new ImageFetchError(`${hostname} is not a public address`), [])
    }
    if (options.all) return callback(null, addresses)
    const first = addresses[0] as dns.LookupAddress
    return callback(null, first.address, first.family)
  })
}

export interface FetchImageOptions {
  /** Tests only: the stand-in servers listen on 127.0.0.1. */
  allowPrivate?: boolean
  timeoutMs?: number
  maxBytes?: number
}

/** The bytes at an http(s) URL, or an ImageFetchError saying why not. */
export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<Buffer> {
  const deadline = Date.now() + (options.timeoutMs ?? TIMEOUT_MS)
  let current = url
  for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
    const answer = await getOnce(current, deadline, options)
    if ('body' in answer) return answer.body
    current = answer.location
  }
  throw new ImageFetchError('Too many redirects')
}

function getOnce(
  text: string,
  deadline: number,
  options: FetchImageOptions,
): Promise<{ body: Buffer } | { location: string }> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES
  return new Promise((resolve, reject) => {
    let url: URL
    try {
      url = new URL(text)
    } catch {
      return reject(new ImageFetchError('Not a URL'))
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return reject(new ImageFetchError('Not an http(s) URL'))
    }
    if (url.username || url.password) return reject(new ImageFetchError('A URL with credentials'))
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
    // A literal address is never looked up, so it is checked here.
    if (!options.allowPrivate && net.isIP(host) && !isPublicAddress(host)) {
      return reject(new ImageFetchError(`${host} is not a public address`))
    }
    const remaining = deadline - Date.now()
    if (remaining <= 0) return reject(new ImageFetchError('Timed out'))
    const client = url.protocol === 'https:' ? https : http
    const request = client.get(
      url,
      {
        headers: { accept: 'image/*', 'user-agent': 'Quill-import/1' },
        timeout: remaining,
        ...(options.allowPrivate ? {} : { lookup: publicLookup as never }),
      },
      (response) => {
        const status = response.statusCode ?? 0
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume()
          return resolve({ location: new URL(response.headers.location, url).toString() })
        }
        if (status !== 200) {
          response.resume()
          return reject(new ImageFetchError(`Answered ${status}`))
        }
        if (Number(response.headers['content-length'] ?? 0) > maxBytes) {
          response.destroy()
          return reject(new ImageFetchError('Too large'))
        }
        const chunks: Buffer[] = []
        let size = 0
        response.on('data', (chunk: Buffer) => {
          size += chunk.length
          if (size > maxBytes) {
            response.destroy()
            reject(new ImageFetchError('Too large'))
            return
          }
          chunks.push(chunk)
        })
        response.on('end', () => resolve({ body: Buffer.concat(chunks) }))
        response.on('error', (error) => reject(new ImageFetchError(error.message)))
      },
    )
    const timer = setTimeout(() => request.destroy(new ImageFetchError('Timed out')), remaining)
    request.on('close', () => clearTimeout(timer))
    request.on('timeout', () => request.destroy(new ImageFetchError('Timed out')))
    request.on('error', (error) =>
      reject(error instanceof ImageFetchError ? error : new ImageFetchError(error.message)),
    )
  })
}
