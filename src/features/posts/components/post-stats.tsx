import { Link } from '@tanstack/react-router'
import type { PostSummary } from '../../../../contract/posts'
import { CommentIcon } from '../../../components/icons'
import { BookmarkButton } from './bookmark-button'
import { LikeButton } from './like-button'
import classes from './post-stats.module.css'
import { POST_PAGE, postParams } from '../../../lib/post-link'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

/** A card's heart, comment count and bookmark; the count opens the post's comments. */
export function PostStats({ post }: { post: PostSummary }) {
  const t = useT(posts)
  return (
    <div className={classes.stats}>
      <LikeButton post={post} />
      <Link
        className={classes.comments}
        to={POST_PAGE}
        params={postParams(post._id, post.slug)}
        hash="comments-heading"
        aria-label={t('posts.commentsOn', { count: post.commentCount, title: post.postTitle })}
      >
        <CommentIcon size={18} />
        <span aria-hidden="true">{post.commentCount}</span>
      </Link>
      <span className={classes.end}>
        <BookmarkButton post={post} />
      </span>
    </div>
  )
}
