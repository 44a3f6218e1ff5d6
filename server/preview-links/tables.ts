// Preview links (migration 038, ADR 0079), merged into Kysely's Database (ADR 0071).

export interface PreviewLinksTable {
  /** Random, per link: the token is an HMAC of it, so a link made again has a new token. */
  id: string
  /** One live link per post. */
  post_id: string
  /** SHA-256 of the token, base64url: what a reader's token is looked up by. */
  token_hash: string
  /** The uid of who made it: the post's author or an editor. */
  created_by: string
  created_at: string
}

declare module '../db/schema' {
  interface Database {
    preview_links: PreviewLinksTable
  }
}
