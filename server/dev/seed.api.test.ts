import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, inject, test } from 'vitest'
import { CommentListSchema } from '../../contract/comments'
import { NotificationListSchema } from '../../contract/notifications'
import { FEED_BODY_PREVIEW_MAX, PostListSchema } from '../../contract/posts'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { loadConfig } from '../config'
import { DEMO_PASSWORD } from './demo/content'
import { seedDemoContent } from './seed'

/** Signs in to the emulator with a password, as the login screen does. */
async function canSignIn(email: string, password: string): Promise<boolean> {
  const url = `http://${inject('emulatorHost')}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=any`
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  })
  return res.ok
}

describe.each(testDialects())('on %s', (dialect) => {
  const apps: TestApp[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()))
  })
  /** A first start of `npm start` (development, emulator), on a new database. */
  async function firstStart(overrides: Record<string, string> = {}) {
    const t = await createTestApp(dialect, { NODE_ENV: 'development', ...overrides })
    apps.push(t)
    return t
  }
  const feed = async (t: TestApp) =>
    PostListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/posts' })).json())
  const imageFiles = (t: TestApp) => {
    const dir = path.join(t.dataDir, 'images')
    return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : []
  }

  test('the first start adds demo users who can sign in, posts with images, comments and notifications', async () => {
    const t = await firstStart()
    const result = await seedDemoContent(t.app)
    expect(result).toMatchObject({ seeded: true, posts: 6, comments: 9 })
    if (!result.seeded) return

    expect(result.users.map((user) => user.email)).toEqual([
      'ada@quill.test',
      'grace@quill.test',
      'theo@quill.test',
    ])
    // Ada owns the demo site: nobody is asked to set it up.
    const staff = await t.app.database.db.selectFrom('staff').select(['email', 'role']).execute()
    expect(staff).toEqual([{ email: 'ada@quill.test', role: 'owner' }])
    expect((await t.app.site()).setUp).toBe(true)
    for (const user of result.users) {
      const record = await t.app.identity.auth.getUserByEmail(user.email)
      expect(record).toMatchObject({ emailVerified: true, displayName: user.name })
      expect(await canSignIn(user.email, DEMO_PASSWORD)).toBe(true)
    }
    // Each has a handle from the start: found at /@handle, and offered as `@` is typed.
    for (const [handle, user] of ['ada', 'grace', 'theo'].map(
      (h, i) => [h, result.users[i]] as const,
    )) {
      const author = await t.app.inject({ url: `/api/authors/by-handle/${handle}` })
      expect(author.json(), handle).toMatchObject({ authorId: user?.uid, handle })
    }
    const people = await t.app.inject({ url: '/api/people?q=gr' })
    expect(people.json()).toEqual([expect.objectContaining({ handle: 'grace' })])

    const posts = await feed(t)
    expect(posts).toHaveLength(6)
    // Spread over several days, and long enough for some previews to be cut.
    const times = posts.map((post) => Date.parse(post.date))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect((times[0] ?? 0) - (times.at(-1) ?? 0)).toBeGreaterThan(5 * 24 * 3600 * 1000)
    expect(posts.filter((post) => post.bodyTruncated).length).toBeGreaterThanOrEqual(2)
    expect(posts.filter((post) => !post.bodyTruncated).length).toBeGreaterThanOrEqual(2)
    expect(posts.every((post) => post.postBody.length <= FEED_BODY_PREVIEW_MAX)).toBe(true)

    // Every image is a real WebP served by the built-in host, with its narrower variants.
    const variant = /-w\d+\.webp$/
    expect(imageFiles(t).filter((file) => !variant.test(file))).toHaveLength(6)
    for (const post of posts) {
      expect(post.image).toMatch(
        new RegExp(`^${t.config.publicUrl}/images/[a-f0-9]{64}-\\d+x\\d+\\.webp$`),
      )
      const image = await t.app.inject({ method: 'GET', url: new URL(post.image).pathname })
      expect(image.statusCode).toBe(200)
      expect(image.headers['content-type']).toBe('image/webp')
      const w400 = new URL(post.image).pathname.replace(/\.webp$/, '-w400.webp')
      expect((await t.app.inject({ method: 'GET', url: w400 })).statusCode).toBe(200)
    }

    const keyset = posts.find((post) => post.postTitle.startsWith('Keyset pagination'))
    const comments = CommentListSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/comment/${keyset?._id}` })).json(),
    )
    expect(comments.map((comment) => comment.userName)).toEqual(['Theo Lindqvist', 'Grace Okafor'])

    // A comment on someone else's post notified its author; one on your own did not.
    const expected = { 'ada@quill.test': 2, 'grace@quill.test': 3, 'theo@quill.test': 2 }
    for (const user of result.users) {
      const token = await t.app.signAccessToken(user)
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/notification/${user.email}`,
        headers: { authorization: `Bearer ${token}` },
      })
      const notifications = NotificationListSchema.parse(res.json())
      expect([user.email, notifications.length]).toEqual([
        user.email,
        expected[user.email as keyof typeof expected],
      ])
    }
  })

  test('a second start on the same database adds nothing', async () => {
    const t = await firstStart()
    expect((await seedDemoContent(t.app)).seeded).toBe(true)
    const posts = await feed(t)
    const files = imageFiles(t)

    expect(await seedDemoContent(t.app)).toEqual({ seeded: false, reason: 'already-seeded' })
    expect(await feed(t)).toEqual(posts)
    expect(imageFiles(t)).toEqual(files)
  })

  test('a new database reuses the demo users the emulator already has', async () => {
    const first = await seedDemoContent((await firstStart()).app)
    const second = await seedDemoContent((await firstStart()).app)
    expect(first.seeded && second.seeded).toBe(true)
    if (!first.seeded || !second.seeded) return
    expect(second.users.map((user) => user.uid)).toEqual(first.users.map((user) => user.uid))
  })

  test('SEED=false adds nothing at all', async () => {
    const t = await firstStart({ SEED: 'false' })
    expect(await seedDemoContent(t.app)).toEqual({ seeded: false, reason: 'disabled' })
    expect(await feed(t)).toEqual([])
    expect(imageFiles(t)).toEqual([])
    expect(await t.app.database.db.selectFrom('meta').selectAll().execute()).toEqual([])
  })
})

test('demo content is only ever on for a local start with the emulator', () => {
  const base = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-quill' }
  expect(loadConfig({ ...base, NODE_ENV: 'development' }).seed).toBe(true)
  expect(loadConfig({ ...base, NODE_ENV: 'development', SEED: 'false' }).seed).toBe(false)
  expect(loadConfig({ ...base, NODE_ENV: 'test' }).seed).toBe(false)
  expect(loadConfig({ ...base, NODE_ENV: 'production' }).seed).toBe(false)
  const realProject = { FIREBASE_PROJECT_ID: 'quill-prod', VITE_FIREBASE_API_KEY: 'key' }
  expect(loadConfig({ ...realProject, NODE_ENV: 'development', HOST: '127.0.0.1' }).seed).toBe(
    false,
  )
})
