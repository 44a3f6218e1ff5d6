// A post's life told to its author's followers on other servers (issue 29 item 2, ADR 0049):
// published → `Create`, edited → `Update`, unpublished, hidden or deleted → `Delete`. Each is
// handed to Fedify, which signs it (HTTP Signatures, the author's RSA key) and queues one delivery
// per inbox (shared inboxes preferred) on the durable job queue, retried with backoff. A
// delivery that cannot be queued is logged: a post's write never fails for its federation.
import {
  Article,
  type Context,
  type Create,
  Delete,
  PUBLIC_COLLECTION,
  Tombstone,
  Update,
} from '@fedify/fedify'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/schema'
import { now } from '../clock'
import { postArticle, postCreate, publicPost } from './articles'
import { followerCount } from './remote-actors'

export interface Delivery {
  /** A post just published (by hand or at its time): a `Create` to its author's followers. */
  postPublished(postId: string): Promise<void>
  /** A published post edited: an `Update`. */
  postUpdated(postId: string): Promise<void>
  /** A post that was public is no longer (unpublished, hidden, deleted): a `Delete`. */
  postWithdrawn(post: { id: string; authorId: string | null }): Promise<void>
}

interface DeliveryOptions {
  db: Db
  context: () => Context<void>
  /** Whether this person is an actor (has a handle). */
  hasActor: (uid: string) => Promise<boolean>
  log: FastifyBaseLogger
}

export function postDelivery({ db, context, hasActor, log }: DeliveryOptions): Delivery {
  /** Sends to the author's followers, if they are an actor with any; logs instead of throwing. */
  async function toFollowers(
    authorId: string | null,
    what: string,
    activity: (ctx: Context<void>, authorId: string) => Promise<Create | Update | Delete | null>,
  ) {
    try {
      if (!authorId || !(await hasActor(authorId))) return
      if ((await followerCount(db, authorId)) === 0) return
      const ctx = context()
      const made = await activity(ctx, authorId)
      if (!made) return
      await ctx.sendActivity({ identifier: authorId }, 'followers', made, {
        preferSharedInbox: true,
      })
    } catch (error) {
      log.warn({ err: error }, `could not queue the ActivityPub ${what}`)
    }
  }
  const origin = () => context().origin

  return {
    async postPublished(postId) {
      const post = await publicPost(db, postId)
      await toFollowers(post?.author_id ?? null, 'Create', async (ctx) =>
        post ? postCreate(ctx, origin(), post) : null,
      )
    },
    async postUpdated(postId) {
      const post = await publicPost(db, postId)
      await toFollowers(post?.author_id ?? null, 'Update', async (ctx, authorId) => {
        if (!post) return null
        const article = postArticle(ctx, origin(), post)
        return new Update({
          id: new URL(`${article.id?.href ?? ''}#update-${Date.parse(now())}`),
          actor: ctx.getActorUri(authorId),
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(authorId),
          object: article,
        })
      })
    },
    async postWithdrawn({ id, authorId }) {
      await toFollowers(authorId, 'Delete', async (ctx, author) => {
        const articleId = ctx.getObjectUri(Article, { id })
        return new Delete({
          id: new URL(`${articleId.href}#delete-${Date.parse(now())}`),
          actor: ctx.getActorUri(author),
          to: PUBLIC_COLLECTION,
          cc: ctx.getFollowersUri(author),
          object: new Tombstone({ id: articleId }),
        })
      })
    },
  }
}
