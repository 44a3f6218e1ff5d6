// The database as Kysely sees it. Timestamps are ISO-8601 UTC text in both dialects: they sort
// correctly as text, and one representation keeps one query code (docs/decisions/0003).
import type { Generated, Insertable, Kysely, Selectable } from 'kysely'
import type { HiddenReason } from '../../contract/hidden'
import type { NotificationType } from '../../contract/notifications'
import type { PostStatus } from '../../contract/tags'
import type {
  ActorKeysTable,
  FederationKvTable,
  RemoteActorsTable,
  RemoteFollowersTable,
  RemotePostLikesTable,
  RemoteSharesTable,
  RemoteFollowsTable,
  RemotePostsTable,
} from './federation-schema'
import type {
  DevMailTable,
  MailConfirmationDomainsTable,
  MailConfirmationsTable,
  MailDeliveriesTable,
  SubscriptionsTable,
} from './mail-schema'
import type { PostReferrersTable, PostRevisionsTable, PostStatsTable } from './post-history-schema'

export interface PostsTable {
  id: string
  title: string
  body: string
  author_email: string
  author_name: string
  /** The author's uid; null on a row from before uids until its account claims it. */
  author_id: string | null
  image: string
  created_at: string
  edited_at: string | null
  /** 'published', 'draft' or 'scheduled' (contract/tags.ts); only a published one is public. */
  status: Generated<PostStatus>
  /** A scheduled post's time to be published (issue 27); null on any other. */
  publish_at: Generated<string | null>
  /** `body` rendered when written (markdown/render.ts), its plain text and reading time. */
  body_html: string
  body_text: string
  reading_minutes: number
  /** The post's tags, a JSON array of normalised tags. */
  tags: Generated<string>
  /** Null while anyone may read it; else why not (issue 26, migration 019: HiddenReason). */
  hidden: Generated<HiddenReason | null>
  /** 1, or 0 once its author closed the comments (issue 26 item 5). */
  comments_enabled: Generated<number>
  /** Counted up by every write of its text or status (migration 037, ADR 0078). */
  version: Generated<number>
  /**
   * Its language, a BCP 47 tag in canonical case (migration 035, ADR 0077): its author's choice
   * or the site's language when it was written. The database's default is for rows written past
   * the app; the app always says which.
   */
  language: Generated<string>
  /**
   * An imported post's history (migration 039, ADR 0080): when it was first published where it
   * came from (publishing it dates it so), its slug there (its slug while its title is the one it
   * came with), and what names it there (a second import of it is skipped). NULL otherwise.
   */
  original_date: Generated<string | null>
  slug: Generated<string | null>
  source_id: Generated<string | null>
}

/** The tags of published posts, each with its post's created_at: a tag's feed is a keyset page. */
export interface PostTagsTable {
  tag: string
  created_at: string
  /** The post's id. */
  id: string
}

export interface CommentsTable {
  id: string
  post_id: string
  body: string
  user_email: string
  user_name: string
  /** The commenter's uid; null on a row from before uids until its account claims it. */
  user_id: string | null
  created_at: string
  /** When its author last edited it; null if never ('edited' on the client). */
  updated_at: Generated<string | null>
  /** The comment it answers, of the same post; null at the top (issue 26). */
  parent_id: Generated<string | null>
  /** Null while anyone may read it; else why not (migration 019). */
  hidden: Generated<HiddenReason | null>
  /** A reply from another server: its Note's id (user_id is the remote actor's URI). */
  ap_id: Generated<string | null>
}

/** A report of a post or comment (issue 26 item 4): at most one open per person and target. */
export interface ReportsTable {
  id: string
  reporter_id: string
  /** Where the reporter is told it was handled (profiles hold no email). */
  reporter_email: string
  target_type: 'post' | 'comment'
  target_id: string
  reason: string
  state: 'open' | 'handled'
  created_at: string
  handled_at: string | null
  handled_by: string | null
  /** What the moderator did: 'hidden', 'restored', 'suspended' or 'dismissed'. */
  outcome: string | null
}

/** A suspended account: its writes refused, its posts and comments hidden. */
export interface SuspensionsTable {
  uid: string
  suspended_by: string
  created_at: string
  /** What the moderator said; null on a suspension from before reasons were asked. */
  reason: string | null
}

/** Who blocks whom (issue 26): the blocked cannot comment on, reply to, like or mention them. */
export interface BlocksTable {
  blocker_id: string
  blocked_id: string
  created_at: string
}

export interface NotificationsTable {
  id: string
  recipient_email: string
  /** The recipient's uid (the post's author); null until its post is claimed. */
  recipient_id: string | null
  /** The post it is about; null on a `follow` (issue 24). */
  post_id: string | null
  comment_id: string | null
  title: string
  detail: string
  created_at: string
  /** When its reader first opened it; null while unread. */
  read_at: string | null
  /** What happened: 'comment', 'reply', 'like', … (contract/notifications.ts). */
  type: Generated<NotificationType>
  /** The uid of the user who commented or liked; null on a row from before issue 14. */
  actor_id: Generated<string | null>
}

/** One row per user: what the public sees of them, joined on reads (docs/decisions/0024). */
export interface ProfilesTable {
  uid: string
  display_name: string
  photo_url: Generated<string>
  bio: Generated<string>
  updated_at: string
  /** Their handle, lower case, unique; null while they have chosen none (issue 24). */
  handle: Generated<string | null>
  /** The likeness keys of the handle and the name (contract/handle-likeness.ts, ADR 0057). */
  handle_key: Generated<string | null>
  name_key: Generated<string | null>
  /** The language they first signed in with, for their mails (ADR 0077); null: the site's. */
  language: Generated<string | null>
}

/** A reader's reading list: `id` is the post's (as in post_tags), newest bookmark first. */
export interface BookmarksTable {
  uid: string
  id: string
  created_at: string
}

export interface LikesTable {
  post_id: string
  uid: string
  created_at: string
}

/** Who a post's author was told liked it: a like after an unlike tells nobody again. */
export interface LikeNoticesTable {
  post_id: string
  uid: string
}

/** One row per (follower, author) and (follower, tag) (issue 24, docs/decisions/0036). */
export interface AuthorFollowsTable {
  follower_id: string
  author_id: string
  created_at: string
}

export interface TagFollowsTable {
  follower_id: string
  tag: string
  created_at: string
}

/** Whom an author was told followed them: a follow after an unfollow tells nobody again. */
export interface FollowNoticesTable {
  author_id: string
  follower_id: string
}

/** An image uploaded to the built-in host, for the sweep of unused uploads. */
export interface UploadsTable {
  name: string
  uploader_id: string
  uploaded_at: string
}

export interface MetaTable {
  key: string
  value: string
  updated_at: Generated<string>
}

/** The job queue on SQLite (server/jobs/sqlite-queue.ts); PostgreSQL's is pg-boss's. */
export interface JobsTable {
  id: string
  name: string
  /** The job's data, JSON. */
  data: string
  state: 'waiting' | 'active' | 'done' | 'failed' | 'cancelled'
  run_at: string
  attempts: number
  locked_until: string | null
  last_error: string | null
  key: string | null
  created_at: string
  finished_at: string | null
}

/** A job that may be enqueued once (migration 028): its queue and key, kept a day. */
export interface JobOnceTable {
  key: string
  created_at: string
}

export interface Database {
  posts: PostsTable
  post_tags: PostTagsTable
  comments: CommentsTable
  notifications: NotificationsTable
  meta: MetaTable
  uploads: UploadsTable
  profiles: ProfilesTable
  likes: LikesTable
  bookmarks: BookmarksTable
  blocks: BlocksTable
  like_notices: LikeNoticesTable
  author_follows: AuthorFollowsTable
  tag_follows: TagFollowsTable
  follow_notices: FollowNoticesTable
  jobs: JobsTable
  job_once: JobOnceTable
  subscriptions: SubscriptionsTable
  mail_confirmations: MailConfirmationsTable
  mail_confirmation_domains: MailConfirmationDomainsTable
  mail_deliveries: MailDeliveriesTable
  dev_mail: DevMailTable
  post_revisions: PostRevisionsTable
  reports: ReportsTable
  suspensions: SuspensionsTable
  post_stats: PostStatsTable
  post_referrers: PostReferrersTable
  actor_keys: ActorKeysTable
  federation_kv: FederationKvTable
  remote_actors: RemoteActorsTable
  remote_followers: RemoteFollowersTable
  remote_post_likes: RemotePostLikesTable
  remote_shares: RemoteSharesTable
  remote_follows: RemoteFollowsTable
  remote_posts: RemotePostsTable
}

export type Db = Kysely<Database>
export type PostRow = Selectable<PostsTable>
export type NewPostRow = Insertable<PostsTable>
export type CommentRow = Selectable<CommentsTable>
export type NotificationRow = Selectable<NotificationsTable>
export type ProfileRow = Selectable<ProfilesTable>
export type Dialect = 'sqlite' | 'postgres'
