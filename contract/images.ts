import * as z from 'zod/mini'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_MAX_PIXELS = 40_000_000
/** Neither side of a stored image is longer than this; the client scales down to it as well. */
export const IMAGE_MAX_EDGE = 2000

/** The image host's answer, in imgbb's shape (the spec reads `success` and `data.url`). */
export const ImageUploadResponseSchema = z.object({
  success: z.boolean(),
  status: z.number().check(z.int()),
  data: z.object({
    id: z.string(),
    url: z.string(),
    display_url: z.string(),
    width: z.number().check(z.int()),
    height: z.number().check(z.int()),
    size: z.number().check(z.int()),
    mime: z.string(),
  }),
})
export type ImageUploadResponse = z.infer<typeof ImageUploadResponseSchema>

// The hosted images' names and widths, without zod (a drawn page's head names its image on the
// first load): contract/image-names.ts.
export * from './image-names'
