// What the server joins on reads (docs/decisions/0024), for the mock: the author's or
// commenter's profile now, likes and comment counts, and no email but the caller's own.
import type { Comment } from '../../contract/comments'
import type { PostDetail } from '../../contract/posts'
import { store } from '../store'
import { caller } from './request-checks'

/** The uid of a caller who sent a token, as the server reads an optional one; else undefined. */
export function viewer(request: Request): string | undefined {
  if (!request.headers.get('Authorization')) return undefined
  const who = caller(request)
  return who.email ? who.uid : undefined
}

export function likesOf(postId: string): Set<string> {
  let likers = store.likes.get(postId)
  if (!likers) {
    likers = new Set()
    store.likes.set(postId, likers)
  }
  return likers
}

/** A post as `viewer` is answered it; `own` keeps the author's email (GET /userPost). */
export function postView(post: PostDetail, viewerId: string | undefined, own = false): PostDetail {
  const { author, ...rest } = post
  const profile = post.authorId ? store.profiles.get(post.authorId) : undefined
  const likers = store.likes.get(post._id)
  return {
    ...rest,
    ...(own && author !== undefined ? { author } : {}),
    ...(profile
      ? {
          authorDisplayName: profile.displayName,
          authorPhotoURL: profile.photoURL,
          ...(profile.handle ? { authorHandle: profile.handle } : {}),
        }
      : {}),
    likeCount: post.likeCount + (likers?.size ?? 0),
    likedByMe: viewerId !== undefined && (likers?.has(viewerId) ?? false),
    bookmarkedByMe:
      viewerId !== undefined && (store.bookmarks.get(viewerId)?.has(post._id) ?? false),
    commentCount: store.comments.filter((c) => c.postId === post._id).length,
  }
}

export function commentView(comment: Comment, viewerId: string | undefined): Comment {
  const { userEmail, ...rest } = comment
  const profile = comment.userId ? store.profiles.get(comment.userId) : undefined
  return {
    ...rest,
    ...(viewerId !== undefined && comment.userId === viewerId && userEmail !== undefined
      ? { userEmail }
      : {}),
    ...(profile ? { userName: profile.displayName, userPhotoURL: profile.photoURL } : {}),
    ...(profile?.handle ? { userHandle: profile.handle } : {}),
    // Counted as the server counts it, from the replies stored now.
    replyCount: store.comments.filter((c) => c.parentId === comment._id).length,
  }
}
