// Every query on posts. Lists are keyset pages, newest first: (created_at, id) < (cursor) as a
// tuple comparison, which both dialects answer from the (created_at, id) indexes.
import { sql, type Transaction } from 'kysely'
import { profileField } from '../profiles/profile-repository'
import { renderMarkdown } from '../../markdown/render'
import { FEED_BODY_PREVIEW_MAX } from '../../contract/posts'
import type { PostStatus } from '../../contract/tags'
import type { Database, Db, NewPostRow, PostRow } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { type SocialColumns, type SummaryRow, type TagCountRow } from './post-rows'
import { recordRevision } from './revisions'

/** The columns the Markdown source decides, rendered now (markdown/render.ts). */
export function renderedColumns(body: string) {
  const { html, text, readingMinutes } = renderMarkdown(body)
  return { body_html: html, body_text: text, reading_minutes: readingMinutes }
}

/**
 * What every read of a post adds to its row (docs/decisions/0024): the author's name and photo
 * from their profile now, the counts of likes and comments, and whether `viewer` likes it and
 * has it on their reading list.
 * Correlated subqueries, each answered from a primary key or an index on post_id.
 */
export function socialColumns(viewer: string | undefined) {
  return [
    profileField('display_name', 'posts.author_id').as('profile_name'),
    profileField('photo_url', 'posts.author_id').as('profile_photo'),
    profileField('handle', 'posts.author_id').as('profile_handle'),
    sql<number | string>`(select count(*) from likes where likes.post_id = posts.id)`.as(
      'like_count',
    ),
    sql<
      number | string
    >`(select count(*) from comments where comments.post_id = posts.id and comments.hidden is null)`.as(
      'comment_count',
    ),
    (viewer === undefined
      ? sql<number | boolean>`(1 = 0)`
      : sql<
          number | boolean
        >`exists (select 1 from likes where likes.post_id = posts.id and likes.uid = ${viewer})`
    ).as('liked_by_me'),
    (viewer === undefined
      ? sql<number | boolean>`(1 = 0)`
      : sql<
          number | boolean
        >`exists (select 1 from bookmarks where bookmarks.uid = ${viewer} and bookmarks.id = posts.id)`
    ).as('bookmarked_by_me'),
  ] as const
}

export type FullPostRow = PostRow & SocialColumns

export async function findPost(
  db: Db,
  id: string,
  viewer?: string,
): Promise<FullPostRow | undefined> {
  return db
    .selectFrom('posts')
    .selectAll('posts')
    .select(socialColumns(viewer))
    .where('id', '=', id)
    .executeTakeFirst()
}

/** A feed row carries a preview of the plain text, never the source or its HTML. */
export const summaryColumns = [
  'posts.id',
  'posts.title',
  'posts.author_email',
  'posts.author_name',
  'posts.author_id',
  'posts.image',
  'posts.created_at',
  'posts.edited_at',
  'posts.status',
  'posts.tags',
  'posts.reading_minutes',
  'posts.hidden',
  'posts.comments_enabled',
  'posts.language',
  'posts.slug',
  sql<string>`substr(posts.body_text, 1, ${sql.lit(FEED_BODY_PREVIEW_MAX)})`.as('preview'),
  sql<number | string>`length(posts.body_text)`.as('body_length'),
] as const

export interface FeedFilter {
  tag?: string | undefined
  /** An author's uid: their published posts only. */
  author?: string | undefined
  /** The caller's uid, for `likedByMe`. */
  viewer?: string | undefined
  /** A BCP 47 tag, canonical: its posts and its regional ones' (`de` finds `de-AT`). */
  language?: string | undefined
}

/**
 * RFC 4647's basic filtering in SQL (contract/post-language.ts `languageMatches`): the tag, or
 * a tag that begins with it and a hyphen. Tags are stored in canonical case, as the filter is;
 * `like`'s own characters cannot occur in a tag.
 */
export const inLanguage = (column: 'posts.language', language: string) =>
  sql<boolean>`(${sql.ref(column)} = ${language} or ${sql.ref(column)} like ${`${language}-%`})`

/**
 * The feed of published posts, or with `tag` that tag's, with `author` that author's: limit + 1
 * rows. A tag's page is read from post_tags' (tag, created_at, id) index, which holds published
 * posts only; an author's from posts' (author_id, status, created_at, id).
 */
export async function feedPage(
  db: Db,
  page: PageRequest,
  { tag, author, viewer, language }: FeedFilter = {},
): Promise<SummaryRow[]> {
  if (tag === undefined) {
    let query = db
      .selectFrom('posts')
      .select(summaryColumns)
      .select(socialColumns(viewer))
      .where('posts.status', '=', 'published')
      .where('posts.hidden', 'is', null)
    if (author !== undefined) query = query.where('posts.author_id', '=', author)
    if (language !== undefined) query = query.where(inLanguage('posts.language', language))
    return newestFirstPage(query, page, 'posts').execute()
  }
  let query = db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.id')
    .select(summaryColumns)
    .select(socialColumns(viewer))
    .where('post_tags.tag', '=', tag)
    .where('posts.hidden', 'is', null)
  if (author !== undefined) query = query.where('posts.author_id', '=', author)
  if (language !== undefined) query = query.where(inLanguage('posts.language', language))
  return newestFirstPage(query, page, 'post_tags').execute()
}

/** How many posts an author has published. */
export async function publishedCount(db: Db, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('author_id', '=', authorId)
    .where('status', '=', 'published')
    .where('hidden', 'is', null)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** The name an author wrote their newest post under: for an author with no profile yet. */
export async function latestAuthorName(db: Db, authorId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('posts')
    .select('author_name')
    .where('author_id', '=', authorId)
    .where('status', '=', 'published')
    .where('hidden', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.author_name
}

/** The tags of published posts with how many posts carry each, most used first. */
export async function tagCounts(db: Db): Promise<TagCountRow[]> {
  return db
    .selectFrom('post_tags')
    .select(['tag', sql<number | string>`count(*)`.as('count')])
    .groupBy('tag')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('tag')
    .execute()
}

/** One author's own posts in full: limit + 1 rows. */
export async function authorPage(
  db: Db,
  authorId: string,
  page: PageRequest,
): Promise<FullPostRow[]> {
  return newestFirstPage(
    db
      .selectFrom('posts')
      .selectAll('posts')
      .select(socialColumns(authorId))
      .where('author_id', '=', authorId),
    page,
    'posts',
  ).execute()
}

/** A post as its author writes it; what follows from the Markdown is rendered here. */
export type NewPost = Omit<
  NewPostRow,
  | 'body_html'
  | 'body_text'
  | 'reading_minutes'
  | 'tags'
  | 'language'
  | 'original_date'
  | 'slug'
  | 'source_id'
> & {
  /** An import's history (migration 039, ADR 0080); absent on a post written here. */
  original_date?: string | null
  slug?: string | null
  source_id?: string | null
  status: PostStatus
  tags: string[]
  /** Always said (ADR 0077): the author's choice, or the site's language now. */
  language: string
}

type Executor = Db | Transaction<Database>

/** post_tags holds a post's tags only while it is published, dated as the post is. */
export async function indexTags(
  trx: Executor,
  post: { id: string; status: PostStatus; created_at: string; tags: string[] },
): Promise<void> {
  await trx.deleteFrom('post_tags').where('id', '=', post.id).execute()
  if (post.status !== 'published' || post.tags.length === 0) return
  await trx
    .insertInto('post_tags')
    .values(post.tags.map((tag) => ({ tag, created_at: post.created_at, id: post.id })))
    .execute()
}

/** The post and its tag index are written together, or not at all. */
export async function insertPost(db: Executor, { tags, ...post }: NewPost): Promise<void> {
  const row = { ...post, ...renderedColumns(post.body), tags: JSON.stringify(tags) }
  const write = async (trx: Executor) => {
    await trx.insertInto('posts').values(row).execute()
    await indexTags(trx, { ...post, tags })
    await recordRevision(
      trx,
      post.id,
      { ...post, tags },
      {
        authorId: post.author_id ?? '',
        at: post.created_at,
      },
    )
  }
  if (db.isTransaction) await write(db)
  else await db.transaction().execute(write)
}

/**
 * Deletes a post; its comments and notifications go with it (ON DELETE CASCADE). Answers the
 * number deleted and who had notifications about it, so they can be told their list changed.
 */
export async function deletePost(
  db: Db,
  id: string,
  authorId: string,
): Promise<{ deleted: number; notified: string[] }> {
  return db.transaction().execute(async (trx) => {
    const recipients = await trx
      .selectFrom('notifications')
      .select('recipient_email')
      .distinct()
      .where('post_id', '=', id)
      .execute()
    const result = await trx
      .deleteFrom('posts')
      .where('id', '=', id)
      .where('author_id', '=', authorId)
      .executeTakeFirst()
    const deleted = Number(result.numDeletedRows)
    return { deleted, notified: deleted > 0 ? recipients.map((r) => r.recipient_email) : [] }
  })
}
