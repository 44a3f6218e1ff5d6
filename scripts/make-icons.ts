// Draws the installed app's icons (the web app manifest's, docs/decisions/0040) from the
// favicon's feather: `npx tsx scripts/make-icons.ts` writes public/icons/. Run again when the
// favicon changes; the PNGs are committed, so the build needs no sharp.
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const ROOT = path.resolve(import.meta.dirname, '..')
const FEATHER =
  'M22.5 6.5c-5 1-9.5 5.5-11 12l-2 6.5 1.3.4 2.2-5.2c3.5.3 7-2 8.5-5.2-1.6.6-3.2.7-4.6.3 2.3-.8 4.2-2.6 5.1-4.8-.9.3-1.8.4-2.6.3 1.3-1 2.4-2.6 3.1-4.3z'
const BLUE = '#1c7ed6'

/** The favicon as it is: a rounded tile, transparent corners. */
const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BLUE}"/><path d="${FEATHER}" fill="#fff"/></svg>`
/**
 * Maskable: the launcher cuts its own shape out of a full square, and keeps a circle of 80% of
 * it (the "safe zone"); the feather is shrunk into that circle on a background to the edges.
 */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BLUE}"/><g transform="translate(5.6 5.6) scale(0.65)"><path d="${FEATHER}" fill="#fff"/></g></svg>`
/** iOS rounds the corners itself and shows transparency as black. */
const apple = maskable

const icons: [string, string, number][] = [
  ['icon-192.png', tile, 192],
  ['icon-512.png', tile, 512],
  ['icon-maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', apple, 180],
]

const outDir = path.join(ROOT, 'public', 'icons')
fs.mkdirSync(outDir, { recursive: true })
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name))
}
