// Scales a photo down in the browser before it is sent, so a phone's 15 MB, 5000 px picture
// uploads in a second instead of timing out. Browser-only (createImageBitmap and a canvas), so it
// is the one module a jsdom test replaces (vi.mock); Playwright proves it in Chromium.

export interface FitLimits {
  /** Longest side, in pixels. */
  maxEdge: number
  maxBytes: number
}

/** Types a browser may decode that the server cannot (HEIC needs a decoder sharp lacks). */
const CONVERT_ALWAYS = new Set(['image/heic', 'image/heif'])
/** Tried in turn until the result fits `maxBytes`. */
const QUALITIES = [0.85, 0.7, 0.5]

/** `width` × `height` scaled to fit `maxEdge` on its longest side; never enlarged. */
export function scaledSize(width: number, height: number, maxEdge: number) {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  }
}

type Canvas = OffscreenCanvas | HTMLCanvasElement

function makeCanvas(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return canvas
}

function toBlob(canvas: Canvas, type: string, quality: number): Promise<Blob | null> {
  if (canvas instanceof HTMLCanvasElement) {
    return new Promise((resolve) => canvas.toBlob(resolve, type, quality))
  }
  return canvas.convertToBlob({ type, quality })
}

function draw(bitmap: ImageBitmap, width: number, height: number, background?: string): Canvas {
  const canvas = makeCanvas(width, height)
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null
  if (!context) throw new Error('No 2D canvas here')
  if (background) {
    context.fillStyle = background
    context.fillRect(0, 0, width, height)
  }
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
  return canvas
}

/**
 * WebP where the browser can write it; otherwise JPEG (Safari hands back a PNG when asked for a
 * WebP it cannot make), on white, since JPEG has no transparency.
 */
async function encode(bitmap: ImageBitmap, width: number, height: number, maxBytes: number) {
  let canvas = draw(bitmap, width, height)
  let type = 'image/webp'
  let blob: Blob | null = null
  for (const quality of QUALITIES) {
    blob = await toBlob(canvas, type, quality)
    if (blob && blob.type !== type) {
      canvas = draw(bitmap, width, height, '#fff')
      type = 'image/jpeg'
      blob = await toBlob(canvas, type, quality)
    }
    if (blob && blob.size <= maxBytes) break
  }
  if (!blob) throw new Error('The canvas made no image')
  return blob
}

function renamed(name: string, type: string): string {
  const extension = type === 'image/webp' ? 'webp' : 'jpg'
  return `${name.replace(/\.[^.]*$/, '') || 'image'}.${extension}`
}

/**
 * The photo itself when it is within the limits, else a copy scaled to `maxEdge` and re-encoded
 * under `maxBytes` (the EXIF orientation applied, the rest of the metadata, GPS included, gone).
 * A browser that cannot decode it sends it as it is, and the server says what it thinks.
 */
export async function fitImage(file: File, limits: FitLimits): Promise<File> {
  // Redrawn, an animated GIF would keep only its first frame.
  if (file.type === 'image/gif' && file.size <= limits.maxBytes) return file
  if (typeof createImageBitmap !== 'function') return file
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' })
  } catch {
    return file
  }
  try {
    const fits =
      file.size <= limits.maxBytes && Math.max(bitmap.width, bitmap.height) <= limits.maxEdge
    if (fits && !CONVERT_ALWAYS.has(file.type)) return file
    const { width, height } = scaledSize(bitmap.width, bitmap.height, limits.maxEdge)
    const blob = await encode(bitmap, width, height, limits.maxBytes)
    return new File([blob], renamed(file.name, blob.type), {
      type: blob.type,
      lastModified: file.lastModified,
    })
  } finally {
    bitmap.close()
  }
}
