// The spam brakes on comments (issue 26 item 6), besides the per-route rate limits: an account
// younger than a day may put at most NEW_ACCOUNT_LINKS_MAX links in one comment. (The other
// brake, the same text twice in a minute, is asked in the comment's transaction: add-comment.ts.)
import type { FastifyInstance } from 'fastify'
import {
  NEW_ACCOUNT_LINKS_MAX,
  NEW_ACCOUNT_MS,
  countLinks,
  moderationMessages,
} from '../../contract/moderation'
import { badRequest } from '../errors'

/**
 * Throws a 400 (a field error on `comment`) when a young account's comment has too many links.
 * The account's age is the identity provider's creation time, asked only for such a comment.
 */
export async function requireSpamBrakes(
  app: FastifyInstance,
  uid: string,
  text: string,
): Promise<void> {
  if (countLinks(text) <= NEW_ACCOUNT_LINKS_MAX) return
  const createdAt = Date.parse(await app.identity.accountCreatedAt(uid))
  if (!(Date.now() - createdAt >= NEW_ACCOUNT_MS)) {
    throw badRequest(moderationMessages.tooManyLinks, { comment: moderationMessages.tooManyLinks })
  }
}
