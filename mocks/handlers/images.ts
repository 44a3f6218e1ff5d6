import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import type { ImageUploadResponse } from '../../contract/images'
import { mockId } from '../store'
import { API, errorResponse } from './shared'

/** The built-in image host: a multipart `image` field that must be an image. */
export const imageHandlers = [
  http.post<never, never, ImageUploadResponse | ErrorBody>(`${API}/images`, async ({ request }) => {
    if (!new URL(request.url).searchParams.get('key')) {
      return errorResponse(400, 'bad_request', 'The key is missing')
    }
    const image = (await request.formData()).get('image')
    // A string or nothing; not `instanceof File`, which differs between jsdom and Node.
    if (image === null || typeof image === 'string')
      return errorResponse(400, 'bad_request', 'Send the image in the field "image"')
    if (!image.type.startsWith('image/')) {
      return errorResponse(415, 'unsupported_media_type', 'That file is not an image')
    }
    const id = mockId()
    const url = `https://images.example.com/${id}.webp`
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
]
