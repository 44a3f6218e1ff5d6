import { Link, useLocation } from '@tanstack/react-router'
import type { PostSummary } from '../../../../contract/posts'
import { BookmarkIcon } from '../../../components/icons'
import { useSession } from '../../../lib/auth/session'
import { useBookmarkPost } from '../use-bookmark-post'
import { WAITING, WAITING_TITLE } from '../../../components/waiting-toggle'
import classes from '../../../components/pill-toggle.module.css'

/**
 * Save for later: a toggle for a signed-in reader (optimistic, use-bookmark-post.ts), for a
 * visitor a link to sign in first. No count: a reading list is private.
 */
export function BookmarkButton({ post }: { post: PostSummary }) {
  const session = useSession()
  const uid = session.status === 'signed-in' ? session.user.uid : undefined
  const bookmark = useBookmarkPost(post, uid)
  const href = useLocation({ select: (location) => location.href })
  const className = `${classes.pill} ${classes.icon}`
  if (!uid) {
    return (
      <Link
        className={className}
        to="/login"
        search={{ redirect: href }}
        aria-label={`Sign in to save ${post.postTitle} to your reading list`}
        title="Save to your reading list"
      >
        <BookmarkIcon size={18} />
      </Link>
    )
  }
  const saved = post.bookmarkedByMe
  return (
    <button
      type="button"
      className={className}
      data-saved={saved || undefined}
      data-waiting={bookmark.waiting || undefined}
      aria-pressed={saved}
      aria-label={`Save ${post.postTitle} to your reading list${bookmark.waiting ? WAITING : ''}`}
      title={
        bookmark.waiting
          ? WAITING_TITLE
          : saved
            ? 'On your reading list'
            : 'Save to your reading list'
      }
      onClick={() => bookmark.mutate(!saved)}
    >
      <BookmarkIcon filled={saved} size={18} />
    </button>
  )
}
