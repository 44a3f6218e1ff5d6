import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { ImageUploadResponse } from '../../contract/images'
import { identity } from '../identity-store'
import { mockId, store } from '../store'
import { API, errorResponse } from './shared'

/** Where the mock's image host keeps what it is sent; makePost's default image lives here too. */
export const IMAGE_HOST = 'https://images.example.com'

/** A stand-in picture for an image the host was never sent (seeded and test posts). */
function placeholder(name: string): string {
  const hue = [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 360
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">' +
    `<rect width="1200" height="630" fill="hsl(${hue} 45% 55%)"/>` +
    `<circle cx="930" cy="170" r="90" fill="hsl(${hue} 60% 80%)"/>` +
    `<path d="M0 630 L380 300 L640 520 L820 380 L1200 630 Z" fill="hsl(${hue} 40% 30%)"/></svg>`
  )
}

/** The built-in image host: a multipart `image` field that must be an image. */
export const handlers = [
  http.post<never, never, ImageUploadResponse | ErrorBody>(`${API}/images`, async ({ request }) => {
    if (!new URL(request.url).searchParams.get('key')) {
      return errorResponse(400, 'bad_request', 'The key is missing')
    }
    // As the server: uploads need a verified email, as posting does.
    const email = request.headers.get('email')
    if (email && identity.users.get(email)?.emailVerified === false) {
      return errorResponse(403, 'forbidden', 'Verify your email address before uploading images')
    }
    const image = (await request.formData()).get('image')
    // A string or nothing; not `instanceof File`, which differs between jsdom and Node.
    if (image === null || typeof image === 'string')
      return errorResponse(400, 'bad_request', 'Send the image in the field "image"')
    if (!image.type.startsWith('image/')) {
      return errorResponse(415, 'unsupported_media_type', 'That file is not an image')
    }
    const id = mockId()
    const url = `${IMAGE_HOST}/${id}.webp`
    store.images.set(`${id}.webp`, image)
    return HttpResponse.json({
      success: true,
      status: 200,
      data: {
        id,
        url,
        display_url: url,
        width: 640,
        height: 480,
        size: image.size,
        mime: 'image/webp',
      },
    })
  }),

  // Only a real browser fetches <img> sources (npm run dev:mock); jsdom never asks.
  http.get<{ file: string }>(`${IMAGE_HOST}/:file`, ({ params }) => {
    const uploaded = store.images.get(params.file)
    if (uploaded) return new HttpResponse(uploaded, { headers: { 'Content-Type': uploaded.type } })
    return new HttpResponse(placeholder(params.file), {
      headers: { 'Content-Type': 'image/svg+xml' },
    })
  }),
]
