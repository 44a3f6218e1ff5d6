// An author's public page as the API answers it (`GET /authors/:authorId` and by handle): their
// profile, how much they published, who follows them — never their email address (ADR 0024).
import type { Author } from '../../contract/profiles'
import type { Db } from '../db/schema'
import { authorFollowerCount, followsAuthor } from '../follows/follow-repository'
import { latestAuthorName, publishedCount } from '../posts/post-repository'
import { findProfile } from './profile-repository'
import { publicName } from './public-name'

/** The author, or undefined when nobody by that uid has a profile or a published post. */
export async function authorAnswer(
  db: Db,
  authorId: string,
  viewer: string | undefined,
): Promise<Author | undefined> {
  const [profile, postCount, followerCount, followedByMe] = await Promise.all([
    findProfile(db, authorId),
    publishedCount(db, authorId),
    authorFollowerCount(db, authorId),
    viewer === undefined ? false : followsAuthor(db, viewer, authorId),
  ])
  const follows = { followerCount, followedByMe }
  if (profile) {
    return {
      authorId,
      displayName: publicName(profile.display_name),
      photoURL: profile.photo_url,
      bio: profile.bio,
      postCount,
      updatedAt: profile.updated_at,
      handle: profile.handle,
      ...follows,
    }
  }
  // An author who has not signed in since profiles began: the name of their newest post.
  const name = await latestAuthorName(db, authorId)
  if (name === undefined) return undefined
  return {
    authorId,
    displayName: publicName(name),
    photoURL: '',
    bio: '',
    postCount,
    handle: null,
    ...follows,
  }
}
