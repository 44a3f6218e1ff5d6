import { Link, useLocation } from '@tanstack/react-router'
import type { PostSummary } from '../../../../contract/posts'
import { BookmarkIcon } from '../../../components/icons'
import { useSession } from '../../../lib/auth/session'
import { useBookmarkPost } from '../use-bookmark-post'
import { useWaitingWords } from '../../../components/waiting-toggle'
import classes from '../../../components/pill-toggle.module.css'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

/**
 * Save for later: a toggle for a signed-in reader (optimistic, use-bookmark-post.ts), for a
 * visitor a link to sign in first. No count: a reading list is private.
 */
export function BookmarkButton({ post }: { post: PostSummary }) {
  const t = useT(posts)
  const waiting = useWaitingWords()
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
        aria-label={t('posts.signInToSave', { title: post.postTitle })}
        title={t('posts.saveTitle')}
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
      aria-label={t('posts.save', { title: post.postTitle, waiting: String(bookmark.waiting) })}
      title={
        bookmark.waiting ? waiting.title : saved ? t('posts.savedTitle') : t('posts.saveTitle')
      }
      onClick={() => bookmark.mutate(!saved)}
    >
      <BookmarkIcon filled={saved} size={18} />
    </button>
  )
}
