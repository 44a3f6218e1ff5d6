// Rows written before records were owned by uid carry only an email (docs/decisions/0017).
// The account that held that email when a row was written is the one whose account was made at
// or before the row, and is still the email's holder now: Firebase lets one account at a time hold
// an email, so a later account with the same email was made after the earlier one was gone,
// and everything written before it was made is someone else's.
import type { Db } from '../db/schema'

export interface Claimant {
  uid: string
  email: string
  /** When the account was made (ISO text), as the identity provider says. */
  createdAt: string
}

/**
 * Gives the claimant the unclaimed posts and comments it wrote, and the notifications about
 * those posts (notifications go to a post's author only); answers how many.
 */
export async function claimUnowned(db: Db, who: Claimant): Promise<number> {
  const posts = await db
    .updateTable('posts')
    .set({ author_id: who.uid })
    .where('author_id', 'is', null)
    .where('author_email', '=', who.email)
    .where('created_at', '>=', who.createdAt)
    .executeTakeFirst()
  const comments = await db
    .updateTable('comments')
    .set({ user_id: who.uid })
    .where('user_id', 'is', null)
    .where('user_email', '=', who.email)
    .where('created_at', '>=', who.createdAt)
    .executeTakeFirst()
  const notifications = await db
    .updateTable('notifications')
    .set({ recipient_id: who.uid })
    .where('recipient_id', 'is', null)
    .where('recipient_email', '=', who.email)
    .where('post_id', 'in', (eb) =>
      eb.selectFrom('posts').select('id').where('author_id', '=', who.uid),
    )
    .executeTakeFirst()
  return (
    Number(posts.numUpdatedRows) +
    Number(comments.numUpdatedRows) +
    Number(notifications.numUpdatedRows)
  )
}
