import { Link, useLocation } from '@tanstack/react-router'
import type { Post } from '../../../../contract/posts'
import { HeartIcon } from '../../../components/icons'
import { useSession } from '../../../lib/auth/session'
import { useLikePost } from '../use-like-post'
import { useWaitingWords } from '../../../components/waiting-toggle'
import classes from '../../../components/pill-toggle.module.css'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

/**
 * The heart: a toggle for a signed-in reader (optimistic, use-like-post.ts), for a visitor a
 * link to sign in first. Sits above a card's stretched title link.
 */
export function LikeButton({
  post,
}: {
  post: Pick<Post, '_id' | 'postTitle' | 'likeCount' | 'likedByMe'>
}) {
  const t = useT(posts)
  const waiting = useWaitingWords()
  const session = useSession()
  const like = useLikePost(post._id)
  const href = useLocation({ select: (location) => location.href })
  const content = (
    <>
      <HeartIcon filled={post.likedByMe} size={18} />
      <span aria-hidden="true">{post.likeCount}</span>
    </>
  )
  if (session.status !== 'signed-in') {
    return (
      <Link
        className={classes.pill}
        to="/login"
        search={{ redirect: href }}
        aria-label={t('posts.signInToLike', { title: post.postTitle, count: post.likeCount })}
      >
        {content}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={classes.pill}
      data-liked={post.likedByMe || undefined}
      data-waiting={like.waiting || undefined}
      aria-pressed={post.likedByMe}
      aria-label={t('posts.like', {
        title: post.postTitle,
        count: post.likeCount,
        waiting: String(like.waiting),
      })}
      title={like.waiting ? waiting.title : undefined}
      onClick={() => like.mutate(!post.likedByMe)}
    >
      {content}
    </button>
  )
}
