import { Link } from '@tanstack/react-router'
import type { Post } from '../../../../contract/posts'
import { CommentIcon } from '../../../components/icons'
import { LikeButton } from './like-button'
import classes from './post-stats.module.css'

export const commentCountText = (count: number) =>
  `${count} ${count === 1 ? 'comment' : 'comments'}`

/** A card's heart and comment count; the count opens the post's comments. */
export function PostStats({ post }: { post: Post }) {
  return (
    <div className={classes.stats}>
      <LikeButton post={post} />
      <Link
        className={classes.comments}
        to="/post/$postId"
        params={{ postId: post._id }}
        hash="comments-heading"
        aria-label={`${commentCountText(post.commentCount)} on ${post.postTitle}`}
      >
        <CommentIcon size={18} />
        <span aria-hidden="true">{post.commentCount}</span>
      </Link>
    </div>
  )
}
