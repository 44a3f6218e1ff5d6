// The following feed with posts from other servers (issue 29 item 4, ADR 0050): the local page
// (following-feed.ts) and a page of the remote posts of the accounts the reader follows, both
// limit + 1 rows after the same cursor, newest first, merged by (created_at, id). The merged
// page's first limit + 1 rows are all among those two pages' rows, so the merge is exact and each
// side keeps its own index walk: remote posts are read per followed actor from
// remote_posts_by_actor (actor_uri, created_at, id), as a local author's are from theirs.
import { PostgresAdapter, sql } from 'kysely'
import { FEED_BODY_PREVIEW_MAX, type PostSummary } from '../../contract/posts'
import { describe } from '../../contract/head/head-tags'
import { slugify } from '../../contract/slug'
import type { Db } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import type { PageRequest } from '../pagination/page'
import { type SummaryRow, toSummary } from '../posts/post-rows'
import { followingPage } from './following-feed'

const remoteColumns = [
  'remote_posts.id',
  'remote_posts.created_at',
  'remote_posts.updated_at',
  'remote_posts.title',
  'remote_posts.summary',
  'remote_posts.content_text',
  'remote_posts.url',
  'remote_posts.image',
  'remote_actors.handle',
  'remote_actors.name',
  'remote_actors.icon',
] as const

/** The page's remote posts (limit + 1 rows): only of follows their server accepted. */
export function remoteFollowingQuery(db: Db, followerId: string, page: PageRequest) {
  const ids =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? // A keyset page of each followed actor (LATERAL), each a short walk of its index.
        db
          .selectFrom('remote_follows')
          .innerJoinLateral(
            (eb) =>
              newestFirstPage(
                eb
                  .selectFrom('remote_posts')
                  .select(['remote_posts.id', 'remote_posts.created_at'])
                  .whereRef('remote_posts.actor_uri', '=', 'remote_follows.actor_uri'),
                page,
                'remote_posts',
              ).as('by_actor'),
            (join) => join.onTrue(),
          )
          .select('by_actor.id')
          .where('remote_follows.follower_id', '=', followerId)
          .where('remote_follows.state', '=', 'accepted')
      : // SQLite: the follows first (a CROSS JOIN is never reordered), each a range of the index.
        db
          .selectFrom(
            newestFirstPage(
              db
                .selectFrom('remote_follows')
                .crossJoin('remote_posts')
                .select(['remote_posts.id', 'remote_posts.created_at'])
                .whereRef('remote_posts.actor_uri', '=', 'remote_follows.actor_uri')
                .where('remote_follows.follower_id', '=', followerId)
                .where('remote_follows.state', '=', 'accepted'),
              page,
              'remote_posts',
            ).as('by_actors'),
          )
          .select('by_actors.id')
  return newestFirstPage(
    db
      .selectFrom(ids.as('followed'))
      .innerJoin('remote_posts', 'remote_posts.id', 'followed.id')
      .innerJoin('remote_actors', 'remote_actors.uri', 'remote_posts.actor_uri')
      .select(remoteColumns)
      .select(
        sql<
          number | boolean
        >`exists (select 1 from remote_post_likes as l where l.post_id = remote_posts.id and l.uid = ${followerId})`.as(
          'liked_by_me',
        ),
      ),
    page,
    'remote_posts',
  )
}

type RemoteRow = Awaited<ReturnType<ReturnType<typeof remoteFollowingQuery>['execute']>>[number]

/** A row of the merged feed: a local post's or a remote one's. */
export type FollowingRow = (SummaryRow & { kind: 'local' }) | (RemoteRow & { kind: 'remote' })

/** Newest first, as every list: by created_at, then id, both descending. */
const newestFirst = (a: FollowingRow, b: FollowingRow) =>
  a.created_at === b.created_at
    ? a.id < b.id
      ? 1
      : a.id > b.id
        ? -1
        : 0
    : a.created_at < b.created_at
      ? 1
      : -1

export async function followingFeedPage(
  db: Db,
  followerId: string,
  page: PageRequest,
): Promise<FollowingRow[]> {
  const [local, remote] = await Promise.all([
    followingPage(db, followerId, page),
    remoteFollowingQuery(db, followerId, page).execute(),
  ])
  return [
    ...local.map((row) => ({ ...row, kind: 'local' as const })),
    ...remote.map((row) => ({ ...row, kind: 'remote' as const })),
  ]
    .sort(newestFirst)
    .slice(0, page.limit + 1)
}

/** A remote post as the feed's post summary, marked `remote` (it has no page here). */
function toRemoteSummary(row: RemoteRow): PostSummary {
  const text = row.content_text || row.summary
  const words = text.split(/\s+/).filter(Boolean).length
  return {
    _id: row.id,
    postTitle: row.title,
    slug: slugify(row.title),
    postBody: text.slice(0, FEED_BODY_PREVIEW_MAX),
    description: describe(row.summary || text),
    authorDisplayName: row.name || row.handle,
    authorPhotoURL: row.icon,
    // Not kept of a remote post: BCP 47's "undetermined".
    language: 'und',
    date: row.created_at,
    ...(row.updated_at ? { editDate: row.updated_at } : {}),
    image: row.image,
    status: 'published',
    tags: [],
    readingMinutes: Math.max(1, Math.round(words / 230)),
    // Their server counts the likes; the reader's own is known here.
    likeCount: row.liked_by_me ? 1 : 0,
    likedByMe: Boolean(row.liked_by_me),
    bookmarkedByMe: false,
    commentCount: 0,
    bodyTruncated: text.length > FEED_BODY_PREVIEW_MAX,
    remote: {
      handle: row.handle,
      instance: row.handle.slice(row.handle.lastIndexOf('@') + 1),
      url: row.url,
    },
  }
}

export function toFollowingItem(row: FollowingRow): PostSummary {
  if (row.kind === 'remote') {
    const { kind: _kind, ...rest } = row
    return toRemoteSummary(rest)
  }
  const { kind: _kind, ...rest } = row
  return toSummary(rest)
}
