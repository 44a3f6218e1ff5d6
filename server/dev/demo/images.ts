// Cover pictures for the demo posts, drawn as SVG (gradients, shapes, a caption) and rasterized
// with sharp, so the seed needs no image files in the repository and no network.
import sharp from 'sharp'

export type Motif = 'hills' | 'sun' | 'waves' | 'grid'

export interface Scene {
  caption: string
  /** Sky gradient, top to bottom. */
  from: string
  to: string
  accent: string
  motif: Motif
}

const WIDTH = 1600
const HEIGHT = 900

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

function motifShapes(motif: Motif, accent: string): string {
  switch (motif) {
    case 'hills':
      return [
        `<circle cx="1220" cy="260" r="120" fill="#fff7d6" opacity="0.9"/>`,
        `<path d="M0 640 Q 300 480 620 620 T 1600 560 V 900 H 0 Z" fill="${accent}" opacity="0.55"/>`,
        `<path d="M0 740 Q 420 600 860 730 T 1600 700 V 900 H 0 Z" fill="${accent}"/>`,
      ].join('')
    case 'sun':
      return [
        `<circle cx="800" cy="560" r="260" fill="${accent}" opacity="0.85"/>`,
        ...[0, 1, 2, 3, 4].map(
          (i) =>
            `<rect x="0" y="${600 + i * 60}" width="${WIDTH}" height="${18 + i * 6}" fill="#1b1b2f" opacity="0.35"/>`,
        ),
      ].join('')
    case 'waves':
      return [0, 1, 2, 3]
        .map(
          (i) =>
            `<path d="M0 ${520 + i * 90} C 260 ${440 + i * 90}, 540 ${600 + i * 90}, 800 ${520 + i * 90} S 1340 ${440 + i * 90}, 1600 ${520 + i * 90} V 900 H 0 Z" fill="${accent}" opacity="${0.25 + i * 0.2}"/>`,
        )
        .join('')
    case 'grid':
      return Array.from({ length: 6 }, (_, row) =>
        Array.from(
          { length: 10 },
          (_, col) =>
            `<circle cx="${170 + col * 140}" cy="${260 + row * 105}" r="${12 + ((row + col) % 4) * 9}" fill="${accent}" opacity="${0.3 + ((row * col) % 5) * 0.12}"/>`,
        ).join(''),
      ).join('')
  }
}

export function sceneSvg({ caption, from, to, accent, motif }: Scene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${motifShapes(motif, accent)}
  <text x="80" y="150" font-family="DejaVu Serif, Georgia, serif" font-size="72" font-weight="bold" fill="#ffffff" opacity="0.92">${escapeXml(caption)}</text>
</svg>`
}

/** The scene as PNG bytes: what an author would upload, to go through the upload pipeline. */
export function renderScene(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(sceneSvg(scene)))
    .png()
    .toBuffer()
}
