import type { Kysely } from 'kysely'

// Why an account is suspended (docs/decisions/0058): the moderator says it when suspending, and
// the list of suspended accounts shows it beside Lift. Suspensions from before have none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('suspensions').addColumn('reason', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('suspensions').dropColumn('reason').execute()
}
