// Uploads go straight to the image host (imgbb-compatible: `?key=`, multipart field `image`).
// XMLHttpRequest rather than fetch, because only it reports upload progress.
import { type ImageUploadResponse, ImageUploadResponseSchema } from '../../../contract/images'
import { ApiError } from '../api-error'
import { clientConfig } from '../client-config'
import { readAccessToken } from '../http'

export interface UploadOptions {
  /** Called with the share of bytes sent, from 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /**
   * To Quill's own host whatever host posts use: the site's logo, icon and cover are kept by
   * their stored name there, and the icon's sizes are made from its storage (ADR 0076).
   */
  builtIn?: boolean
}

/** The built-in host (`IMAGE_HOST_URL` unset); it ignores imgbb's key. */
const BUILT_IN_HOST = { url: '/api/images', key: 'quill' }

export function uploadImage(file: File, options: UploadOptions = {}): Promise<ImageUploadResponse> {
  const host = options.builtIn ? BUILT_IN_HOST : clientConfig.imageHost
  const url = new URL(host.url, window.location.origin)
  url.searchParams.set('key', host.key)
  const body = new FormData()
  body.append('image', file)

  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', url)
    // Our own host knows the reader by the server token; a third-party host must never see it.
    const token = readAccessToken()
    if (token && url.origin === window.location.origin) {
      request.setRequestHeader('Authorization', `Bearer ${token}`)
    }
    request.responseType = 'json'
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const parsed = ImageUploadResponseSchema.safeParse(request.response)
      if (request.status >= 200 && request.status < 300 && parsed.success && parsed.data.success) {
        options.onProgress?.(1)
        resolve(parsed.data)
      } else {
        // A refusal says why in the error shape (too large, not an image); a foreign host's
        // answer falls back to a plain sentence.
        reject(ApiError.fromBody(request.status, request.response))
      }
    })
    request.addEventListener('error', () => reject(ApiError.network()))
    request.addEventListener('abort', () =>
      reject(new DOMException('Upload aborted', 'AbortError')),
    )
    options.signal?.addEventListener('abort', () => request.abort())
    request.send(body)
  })
}
