import { type Migration, type MigrationProvider, Migrator, PostgresAdapter, sql } from 'kysely'
import * as initial from './migrations/001-initial'
import * as notificationReadAt from './migrations/002-notification-read-at'
import * as ownedByUid from './migrations/003-owned-by-uid'
import * as uploads from './migrations/004-uploads'
import * as markdownDraftsTags from './migrations/005-markdown-drafts-tags'
import * as social from './migrations/006-social'
import * as search from './migrations/007-search'
import * as searchPublishedView from './migrations/008-search-published-view'
import * as jobs from './migrations/009-jobs'
import * as pgSearchTable from './migrations/010-pg-search-table'
import * as markdownAsGithub from './migrations/011-markdown-as-github'
import * as handlesFollows from './migrations/012-handles-follows'
import * as emailSubscriptions from './migrations/013-email-subscriptions'
import * as bookmarks from './migrations/014-bookmarks'
import * as commentReplies from './migrations/015-comment-replies'
import * as blocks from './migrations/016-blocks'
import * as postRevisions from './migrations/018-post-revisions'
import * as moderation from './migrations/019-moderation'
import * as scheduledPosts from './migrations/021-scheduled-posts'
import * as postStats from './migrations/022-post-stats'
import * as actorKeys from './migrations/023-actor-keys'
import * as federationInbox from './migrations/024-federation-inbox'
import * as remoteFollows from './migrations/025-remote-follows'
import * as remotePostLikes from './migrations/026-remote-post-likes'
import * as mailConfirmationDomains from './migrations/027-mail-confirmation-domains'
import * as jobOnce from './migrations/028-job-once'
import * as handleLikeness from './migrations/029-handle-likeness'
import * as suspensionReasons from './migrations/030-suspension-reasons'
import type { Db } from './schema'

// Migrations are listed in code, not read from a folder, so they bundle and run the same
// under tsx, a compiled build, or a test runner.
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-notification-read-at': notificationReadAt,
  '003-owned-by-uid': ownedByUid,
  '004-uploads': uploads,
  '005-markdown-drafts-tags': markdownDraftsTags,
  '006-social': social,
  '007-search': search,
  '008-search-published-view': searchPublishedView,
  '009-jobs': jobs,
  '010-pg-search-table': pgSearchTable,
  '011-markdown-as-github': markdownAsGithub,
  '012-handles-follows': handlesFollows,
  '013-email-subscriptions': emailSubscriptions,
  '014-bookmarks': bookmarks,
  '015-comment-replies': commentReplies,
  '016-blocks': blocks,
  '018-post-revisions': postRevisions,
  '019-moderation': moderation,
  '021-scheduled-posts': scheduledPosts,
  '022-post-stats': postStats,
  '023-actor-keys': actorKeys,
  '024-federation-inbox': federationInbox,
  '025-remote-follows': remoteFollows,
  '026-remote-post-likes': remotePostLikes,
  '027-mail-confirmation-domains': mailConfirmationDomains,
  '028-job-once': jobOnce,
  '029-handle-likeness': handleLikeness,
  '030-suspension-reasons': suspensionReasons,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * On PostgreSQL, the schema the connection works in. Kysely's migrator otherwise looks for its
 * own tables in every schema, so a second database in another schema of the same server (each
 * API test file has one) would be taken for already migrated.
 */
async function migrationTableSchema(db: Db): Promise<{ migrationTableSchema?: string }> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return {}
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema
  return schema ? { migrationTableSchema: schema } : {}
}

/** The migrator of this app's migrations; tests step it down and up again. */
export async function createMigrator(db: Db): Promise<Migrator> {
  return new Migrator({ db, provider, ...(await migrationTableSchema(db)) })
}

export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = await createMigrator(db)
  const { error, results } = await migrator.migrateToLatest()
  if (error) throw error instanceof Error ? error : new Error(String(error))
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
