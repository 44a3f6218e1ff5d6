import type { Kysely } from 'kysely'

// Issue 29 item 1 (ADR 0048): each person with a handle is an ActivityPub actor with two key
// pairs, RSA (HTTP Signatures) and Ed25519 (Object Integrity Proofs), made on first need. The
// public key is a JWK in clear; the private one is a JWK sealed with AES-256-GCM under the
// federation key (FEDERATION_KEY). One pair of each kind per person: the primary key makes a
// second, concurrent first request's insert a no-op, and both then read the same row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('actor_keys')
    .addColumn('uid', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('public_jwk', 'text', (col) => col.notNull())
    .addColumn('private_jwk_encrypted', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('actor_keys_pk', ['uid', 'kind'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('actor_keys').execute()
}
