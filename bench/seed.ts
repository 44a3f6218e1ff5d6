// The bench's databases: posts of made-up prose (bodies of 300–3,000 characters) by 50 authors,
// a minute apart, and 200 comments on the newest, in a SQLite data directory or any database.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type DatabaseHandle, openDatabase } from '../server/db/database'
import { migrateToLatest } from '../server/db/migrate'
import { renderedColumns } from '../server/posts/post-repository'

const WORDS =
  'the quick brown fox jumps over a lazy dog while writers draft essays about light rivers cities gardens travel and small machines that hum quietly through the night'.split(
    ' ',
  )

function prose(seed: number, length: number): string {
  let text = ''
  let n = seed
  while (text.length < length) {
    n = (n * 1_103_515_245 + 12_345) % 2_147_483_648
    text += `${WORDS[n % WORDS.length]} `
  }
  return text.slice(0, length).trim() + '.'
}

/** A data directory whose SQLite database holds `posts` posts (bodies of 300–3,000 characters). */
export async function seededDataDir(posts: number): Promise<{ dataDir: string; postId: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `quill-bench-${posts}-`))
  const database = openDatabase({ sqliteFile: path.join(dataDir, 'quill.sqlite') })
  const postId = await seedDatabase(database, posts)
  await database.close()
  return { dataDir, postId }
}

/** Migrates `database` and fills it with `posts` posts and 200 comments on the last; its id. */
export async function seedDatabase(database: DatabaseHandle, posts: number): Promise<string> {
  await migrateToLatest(database.db)
  const start = Date.parse('2026-01-01T00:00:00.000Z')
  let postId = ''
  for (let batch = 0; batch < posts; batch += 500) {
    const rows = Array.from({ length: Math.min(500, posts - batch) }, (_, i) => {
      const n = batch + i
      const body = prose(n * 7, 300 + ((n * 37) % 2700))
      return {
        id: randomBytes(12).toString('base64url'),
        title: prose(n, 20 + (n % 40)),
        body,
        ...renderedColumns(body),
        author_email: `author${n % 50}@quill.test`,
        author_name: `Author ${n % 50}`,
        author_id: `uid-${n % 50}`,
        image: `/images/${randomBytes(32).toString('hex')}.webp`,
        created_at: new Date(start + n * 60_000).toISOString(),
        edited_at: n % 5 === 0 ? new Date(start + n * 60_000 + 5_000).toISOString() : null,
      }
    })
    await database.db.insertInto('posts').values(rows).execute()
    postId = rows[rows.length - 1]?.id ?? postId
  }
  await database.db
    .insertInto('comments')
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        id: randomBytes(12).toString('base64url'),
        post_id: postId,
        body: prose(i, 40 + (i % 200)),
        user_email: `reader${i % 20}@quill.test`,
        user_name: `Reader ${i % 20}`,
        user_id: `reader-${i % 20}`,
        created_at: new Date(start + i * 1000).toISOString(),
      })),
    )
    .execute()
  return postId
}
