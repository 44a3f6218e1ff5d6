// The federation's tables (issue 29, ADR 0048 and 0049), apart from the rest of the schema.
import type { Generated } from 'kysely'

/** An actor's key pair of one kind (migration 023, ADR 0048): the private JWK sealed. */
export interface ActorKeysTable {
  uid: string
  /** 'rsa' or 'ed25519'. */
  kind: string
  public_jwk: string
  /** AES-256-GCM under the federation key (server/federation/key-cipher.ts). */
  private_jwk_encrypted: string
  created_at: string
}

/** Fedify's key–value store (migration 024): the key is the KvKey as JSON. */
export interface FederationKvTable {
  key: string
  /** The value as JSON. */
  value: string
  /** ISO time after which the entry is gone; null: kept. */
  expires_at: string | null
}

/** Someone on another server we heard from or follow (migration 024). */
export interface RemoteActorsTable {
  /** The actor's id. */
  uri: string
  /** `name@server`, without the leading @. */
  handle: string
  name: string
  /** Their profile page (or the id when they name none). */
  url: string
  icon: Generated<string>
  inbox: string
  shared_inbox: string | null
  updated_at: string
}

/** Someone on another server who follows a local person (migration 024). */
export interface RemoteFollowersTable {
  uid: string
  actor_uri: string
  /** The Follow activity's id: its Undo names it. */
  follow_id: string
  created_at: string
}

/** An Announce (a boost) of a post by someone on another server (migration 024). */
export interface RemoteSharesTable {
  post_id: string
  actor_uri: string
  activity_id: string
  created_at: string
}
