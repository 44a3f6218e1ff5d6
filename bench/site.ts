// The site the browser rows visit: the real server with the built client, the Auth emulator,
// and content put in as a user would — a verified author uploads real photos through the image
// host and publishes posts with them as covers. The newest post's cover is a 4000×3000 photo.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { EMULATOR_PROJECT_ID } from '../server/config'
import { type RunningServer, startServer } from './common'

const PASSWORD = 'bench password 1234'

/**
 * The photo: BENCH_PHOTO, or the largest of the KDE wallpapers' photographs when the Debian
 * package plasma-workspace-wallpapers is installed; scaled to cover 4000×3000, as a phone's
 * camera makes them. Without either, a noisy gradient that compresses like a photo (said so).
 */
async function photo(variant: number): Promise<{ jpeg: Buffer; source: string }> {
  const candidates = [
    process.env.BENCH_PHOTO,
    '/usr/share/wallpapers/Autumn/contents/images/2560x1600.jpg',
    '/usr/share/wallpapers/FallenLeaf/contents/images/2560x1600.jpg',
    '/usr/share/wallpapers/Path/contents/images/2560x1600.jpg',
  ].filter((file): file is string => Boolean(file && fs.existsSync(file)))
  const file = candidates[variant % Math.max(1, candidates.length)]
  let input: sharp.Sharp
  let source: string
  if (file) {
    input = sharp(file)
    source = path.basename(path.dirname(path.dirname(path.dirname(file)))) + ` (${file})`
  } else {
    const noise = Buffer.alloc(800 * 600 * 3)
    for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 255) | 0
    input = sharp(noise, { raw: { width: 800, height: 600, channels: 3 } }).blur(1.2)
    source = 'synthetic noise (no photo found: set BENCH_PHOTO)'
  }
  const jpeg = await input
    .resize(4000, 3000, { fit: 'cover', position: ['centre', 'north', 'south'][variant % 3] })
    .flop(variant % 2 === 1)
    .jpeg({ quality: 90 })
    .toBuffer()
  return { jpeg, source }
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

export interface Site {
  server: RunningServer
  base: string
  /** The newest post: its cover is the 4000×3000 photo. */
  photoPostPath: string
  /** The stored name of that cover (what its image requests' URLs contain). */
  photoName: string
  photoSource: string
  stop(): Promise<void>
}

export async function startSite(log: (line: string) => void): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'quill-bench-site-'))
  const server = await startServer({ dataDir, emulator: true })
  const base = server.base
  try {
    const emulator = server.emulatorHost
    if (!emulator) throw new Error('the server started no Auth emulator')
    const identity = (endpoint: string, body: unknown, admin = false) =>
      fetch(`http://${emulator}/identitytoolkit.googleapis.com/v1/${endpoint}?key=any`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(admin ? { authorization: 'Bearer owner' } : {}),
        },
        body: JSON.stringify(body),
      })
    const email = 'bench-author@quill.test'
    const { localId } = await json<{ localId: string }>(
      await identity('accounts:signUp', { email, password: PASSWORD, returnSecureToken: true }),
      'sign-up',
    )
    await json(
      await identity(
        `projects/${EMULATOR_PROJECT_ID}/accounts:update`,
        { localId, emailVerified: true, displayName: 'Bench Author' },
        true,
      ),
      'verify',
    )
    const { idToken } = await json<{ idToken: string }>(
      await identity('accounts:signInWithPassword', {
        email,
        password: PASSWORD,
        returnSecureToken: true,
      }),
      'sign-in',
    )
    const { token } = await json<{ token: string }>(
      await fetch(`${base}/api/getToken`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email }),
      }),
      'getToken',
    )
    const auth = { authorization: `Bearer ${token}` }

    const covers: string[] = []
    let photoSource = ''
    for (let variant = 0; variant < 3; variant++) {
      const { jpeg, source } = await photo(variant)
      if (variant === 0) photoSource = source
      log(`site: uploading photo ${variant + 1} of 3 (${(jpeg.length / 1e6).toFixed(1)} MB JPEG)`)
      const form = new FormData()
      form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg')
      const uploaded = await json<{ data: { url: string } }>(
        await fetch(`${base}/api/images`, { method: 'POST', headers: auth, body: form }),
        'upload',
      )
      covers.push(uploaded.data.url)
    }
    // Oldest first, so the newest (the feed's first card) has the first photo as its cover.
    let photoPostPath = ''
    const paragraph =
      'Morning light came through the orchard as the last leaves fell. We walked the long path to the river, talking about the year, the small changes in the town, and the people who had moved away. '
    for (let i = 11; i >= 0; i--) {
      const { insertedId } = await json<{ insertedId: string }>(
        await fetch(`${base}/api/post`, {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            postTitle: `Autumn walk, part ${12 - i}`,
            postBody: Array.from({ length: 8 }, () => paragraph.repeat(3)).join('\n\n'),
            image: covers[i % covers.length],
          }),
        }),
        'publish',
      )
      if (i === 0) photoPostPath = `/post/${insertedId}`
    }
    // The address every link to it gives (the feed, feeds, the sitemap): with its slug, not the
    // short one that redirects there, which would time a redirect nobody follows.
    photoPostPath = new URL((await fetch(`${base}${photoPostPath}`)).url).pathname
    const photoName = path.basename(new URL(covers[0] ?? '', base).pathname).replace(/\..*$/, '')
    return {
      server,
      base,
      photoPostPath,
      photoName,
      photoSource,
      stop: async () => {
        await server.stop()
        fs.rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
