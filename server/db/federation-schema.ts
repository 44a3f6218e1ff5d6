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

/** A local person's Follow of someone on another server (migration 025, ADR 0050). */
export interface RemoteFollowsTable {
  id: string
  follower_id: string
  actor_uri: string
  /** Our Follow activity's id: their Accept or Reject names it, and so does our Undo. */
  follow_id: string
  /** 'pending' until their Accept comes. */
  state: 'pending' | 'accepted'
  created_at: string
}

/** A public Article or Note by someone local people follow (migration 025, ADR 0050). */
export interface RemotePostsTable {
  /** Ours, so a feed cursor can carry it as it carries a post's. */
  id: string
  /** The object's id, which its Update and Delete name. */
  ap_id: string
  actor_uri: string
  /** An Article's name; '' for a Note. */
  title: string
  /** The object's summary as plain text. */
  summary: string
  /** The content's plain text: no markup from another server is kept. */
  content_text: string
  /** Where to read it: the object's `url`, else its id. */
  url: string
  /** An https image, or ''. */
  image: string
  /** Its `published` time (when it was received, if it names none): the feed's order. */
  created_at: string
  updated_at: string | null
  received_at: string
}

/** A local reader's like of a post from another server (migration 026). */
export interface RemotePostLikesTable {
  post_id: string
  uid: string
  created_at: string
}
