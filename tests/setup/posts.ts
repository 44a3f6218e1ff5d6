// Posts written straight into the database for the tests of issue 15, through the repository so
// their rendered columns, tag index (and search index) are what a real write leaves.
import { sql } from 'kysely'
import type { PostStatus } from '../../contract/tags'
import type { Db } from '../../server/db/schema'
import { newId } from '../../server/ids'
import { insertPost } from '../../server/posts/post-repository'

export interface TestPost {
  /** A new one when not given. */
  id?: string
  title?: string
  body?: string
  authorId?: string
  authorName?: string
  image?: string
  status?: PostStatus
  tags?: string[]
  /** A BCP 47 tag; 'en' when not given. */
  language?: string
  minutesAgo?: number
  editedMinutesAgo?: number
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()

export async function addPost(db: Db, post: TestPost = {}): Promise<string> {
  const id = post.id ?? newId()
  await insertPost(db, {
    id,
    title: post.title ?? 'A post',
    body: post.body ?? 'A body.',
    author_email: `${post.authorId ?? 'ada'}@quill.test`,
    author_name: post.authorName ?? 'Ada Moreno',
    author_id: post.authorId ?? 'ada-uid',
    image: post.image ?? '',
    created_at: ago(post.minutesAgo ?? 0),
    edited_at: post.editedMinutesAgo === undefined ? null : ago(post.editedMinutesAgo),
    status: post.status ?? 'published',
    tags: post.tags ?? [],
    language: post.language ?? 'en',
  })
  return id
}

/** How many posts the database holds, whatever their status. */
export async function countPosts(db: Db): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(sql<number | string>`count(*)`.as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}
