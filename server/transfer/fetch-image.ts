// Fetches an image an imported post names, for the image host to keep a copy (ADR 0044). The
// URL comes from an uploaded file, so this is a request the server makes on a stranger's behalf:
// it goes through the outbound guard (ADR 0054): public addresses only, checked where the socket
// connects and on every redirect, within a time limit and the image size cap.
import { IMAGE_MAX_BYTES } from '../../contract/images'
import { onStrangersBehalf, outboundPolicy, outboundRefusal } from '../outbound/guard'

export { isPublicAddress } from '../outbound/public-address'

const TIMEOUT_MS = 8_000
const REDIRECTS_MAX = 3

export class ImageFetchError extends Error {
  override name = 'ImageFetchError'
}

export interface FetchImageOptions {
  /** Tests only: the stand-in servers listen on 127.0.0.1. */
  allowPrivate?: boolean
  timeoutMs?: number
  maxBytes?: number
}

/** The bytes at an http(s) URL, or an ImageFetchError saying why not. */
export async function fetchImage(url: string, options: FetchImageOptions = {}): Promise<Buffer> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new ImageFetchError('Not a URL')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ImageFetchError('Not an http(s) URL')
  }
  if (parsed.username || parsed.password) throw new ImageFetchError('A URL with credentials')
  const bounds = {
    maxBytes: options.maxBytes ?? IMAGE_MAX_BYTES,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
    maxRequests: 1 + REDIRECTS_MAX,
  }
  try {
    return await onStrangersBehalf(outboundPolicy(!!options.allowPrivate), bounds, async () => {
      const answer = await fetch(parsed, {
        headers: { accept: 'image/*', 'user-agent': 'Quill-import/1' },
      })
      if (answer.status !== 200) {
        await answer.body?.cancel()
        throw new ImageFetchError(`Answered ${answer.status}`)
      }
      return Buffer.from(await answer.arrayBuffer())
    })
  } catch (error) {
    if (error instanceof ImageFetchError) throw error
    throw new ImageFetchError(outboundRefusal(error)?.message ?? (error as Error).message)
  }
}
