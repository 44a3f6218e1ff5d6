// A camera-sized photo made on the fly, as costly to compress as a detailed real one: a landscape
// (sky, sun, hills) under grain at four scales, from a pixel's to a tenth of the frame's, the way
// detail spreads over scales in a photograph. Pure noise would be costlier than any photo at full
// size and cheaper at thumbnail size (it averages out); this keeps the ratio of a photo. Measured
// against twelve real 2560 px photographs (ADR 0020): scaled to 2000 px it is as large as the most
// detailed of them (about 620 KB at WebP quality 82), and its 600 px and 1000 px variants too.
import sharp from 'sharp'

/** Grain whose detail is `scale` pixels across: noise made small and scaled up. */
function grain(width: number, height: number, scale: number) {
  return sharp({
    create: {
      width: Math.round(width / scale),
      height: Math.round(height / scale),
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer()
}

const GRAIN = [
  { scale: 1.5, amount: 0.2 },
  { scale: 6, amount: 0.3 },
  { scale: 24, amount: 0.35 },
  { scale: 96, amount: 0.4 },
]

export async function cameraPhoto(width = 4000, height = 3000) {
  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#3b6ea8"/><stop offset="1" stop-color="#e9c89b"/>
    </linearGradient></defs>
    <rect width="400" height="300" fill="url(#sky)"/>
    <circle cx="300" cy="80" r="26" fill="#fff3c9"/>
    <path d="M0 190 C60 150 120 170 180 150 S300 120 400 160 V300 H0Z" fill="#4f6b3a"/>
    <path d="M0 230 C80 200 160 240 240 210 S360 200 400 220 V300 H0Z" fill="#2f4a25"/>
    <path d="M0 270 C100 250 200 280 400 255 V300 H0Z" fill="#6b5a3a"/>
  </svg>`
  const pixels = await sharp(Buffer.from(scene))
    .resize(width, height)
    .removeAlpha()
    .raw()
    .toBuffer()
  const layers = await Promise.all(GRAIN.map(({ scale }) => grain(width, height, scale)))
  const sum = new Float32Array(pixels)
  for (const [index, { amount }] of GRAIN.entries()) {
    const layer = layers[index] ?? Buffer.alloc(0)
    for (let i = 0; i < sum.length; i += 1)
      sum[i] = (sum[i] ?? 0) + ((layer[i] ?? 128) - 128) * amount
  }
  // A Uint8ClampedArray rounds and clamps to 0-255 as a film would clip.
  const clipped = Buffer.from(Uint8ClampedArray.from(sum).buffer)
  pixels.set(clipped)
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer()
  return { name: 'camera-photo.jpg', mimeType: 'image/jpeg', buffer }
}
