// Demo content for the first start of a new embedded database: demo users in the Auth emulator,
// their posts with real images from the image host's own pipeline, and comments between them
// (with the notifications those make). Runs once per database — a `seeded` row in `meta` says
// so — and only with the emulator, never against a real identity provider.
import type { UserRecord } from 'firebase-admin/auth'
import type { FastifyInstance } from 'fastify'
import { addComment } from '../comments/add-comment'
import { DEMO_PASSWORD, DEMO_POSTS, DEMO_USERS, type DemoUser } from './demo/content'
import { renderScene } from './demo/images'
import { newId } from '../ids'
import { processImage } from '../images/process'
import { storeImage } from '../images/hosted'
import { imageUrl } from '../images/storage'
import type { AuthUser } from '../auth/auth-user'
import { insertPost } from '../posts/post-repository'
import { saveProfile } from '../profiles/profile-repository'
import { takeOwnership } from '../site/site-repository'

const SEEDED_KEY = 'seeded'
const HOUR_MS = 60 * 60 * 1000

export type SeedResult =
  | { seeded: false; reason: 'disabled' | 'already-seeded' }
  | { seeded: true; users: AuthUser[]; posts: number; comments: number }

export async function seedDemoContent(app: FastifyInstance): Promise<SeedResult> {
  const { config, identity } = app
  // config.seed already excludes a real project; the identity check keeps that true here too.
  if (!config.seed || identity.mode !== 'emulator') return { seeded: false, reason: 'disabled' }
  const { db } = app.database
  if (await isSeeded(app)) return { seeded: false, reason: 'already-seeded' }

  const users = new Map<DemoUser['key'], AuthUser>()
  for (const demo of DEMO_USERS) users.set(demo.key, await ensureDemoUser(app, demo))
  const userFor = (key: DemoUser['key']): AuthUser => {
    const user = users.get(key)
    if (!user) throw new Error(`no demo user ${key}`)
    return user
  }

  const seededAt = Date.now()
  const posts = await Promise.all(
    DEMO_POSTS.map(async (post) => {
      const stored = await storeImage(
        app.imageStore,
        await processImage(await renderScene(post.scene)),
      )
      const author = userFor(post.author)
      return {
        post,
        row: {
          id: newId(),
          title: post.title,
          body: post.body,
          author_email: author.email,
          author_name: author.name,
          author_id: author.uid,
          image: imageUrl(config.publicUrl, stored.name),
          created_at: new Date(seededAt - post.hoursAgo * HOUR_MS).toISOString(),
          edited_at: null,
          status: 'published' as const,
          tags: [],
          language: 'en',
        },
      }
    }),
  )

  // Claiming the key and writing the posts is one transaction: of two instances starting on one
  // PostgreSQL database, the second finds the key taken and writes nothing.
  const claimed = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .insertInto('meta')
      .values({ key: SEEDED_KEY, value: new Date(seededAt).toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst()
    if (!claim) return false
    for (const { row } of posts) await insertPost(trx, row)
    for (const demo of DEMO_USERS) {
      const user = userFor(demo.key)
      const at = new Date(seededAt).toISOString()
      await saveProfile(trx, {
        uid: user.uid,
        displayName: user.name,
        photoURL: '',
        handle: demo.handle,
        at,
      })
    }
    return true
  })
  if (!claimed) return { seeded: false, reason: 'already-seeded' }
  // The demo site is Ada's (ADR 0074): she finds Settings in her menu, nobody is asked to set
  // it up. A site owned already (by OWNER_EMAIL's person) stays theirs.
  if (await takeOwnership(db, userFor('ada'), undefined)) app.publicAnswersChanged()

  // Through the same code as POST /api/comment, so notifications follow the same rules. Comments
  // carry the seed's clock: a fresh conversation under older posts.
  let comments = 0
  for (const { post, row } of [...posts].reverse()) {
    for (const comment of post.comments) {
      await addComment(
        db,
        { postId: row.id, text: comment.text, parentId: null },
        userFor(comment.by),
      )
      comments += 1
    }
  }
  const seededUsers = [...users.values()]
  app.log.info(
    { users: seededUsers.map((user) => user.email), posts: posts.length, comments },
    'demo content seeded',
  )
  return { seeded: true, users: seededUsers, posts: posts.length, comments }
}

async function isSeeded(app: FastifyInstance): Promise<boolean> {
  const row = await app.database.db
    .selectFrom('meta')
    .select('key')
    .where('key', '=', SEEDED_KEY)
    .executeTakeFirst()
  return row !== undefined
}

/** The demo user in the emulator: reused when the emulator kept its users but the DB is new. */
async function ensureDemoUser(app: FastifyInstance, demo: DemoUser): Promise<AuthUser> {
  const { auth } = app.identity
  let record: UserRecord
  try {
    record = await auth.getUserByEmail(demo.email)
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error
    record = await auth
      .createUser({
        email: demo.email,
        password: DEMO_PASSWORD,
        displayName: demo.name,
        emailVerified: true,
      })
      .catch(async (createError: unknown) => {
        // Created meanwhile by another instance starting at the same time.
        if (errorCode(createError) !== 'auth/email-already-exists') throw createError
        return auth.getUserByEmail(demo.email)
      })
  }
  return {
    uid: record.uid,
    email: record.email ?? demo.email,
    emailVerified: record.emailVerified,
    name: record.displayName || demo.name,
  }
}

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined
  return typeof error.code === 'string' ? error.code : undefined
}

/** The line `npm start` prints, so a newcomer knows how to sign in. */
