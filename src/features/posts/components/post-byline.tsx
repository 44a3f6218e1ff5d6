import { Avatar } from '@mantine/core'
import type { Post } from '../../../../contract/posts'
import { useFormatDate } from '../../../lib/dates'
import classes from './post-byline.module.css'

interface PostBylineProps {
  post: Post
  /** `article`: the post page's byline, a line each; `compact`: one quiet line on cards. */
  variant?: 'article' | 'compact'
}

/** Who wrote the post and when; 'Edited (date)' on a line of its own once it was changed. */
export function PostByline({ post, variant = 'compact' }: PostBylineProps) {
  const formatDate = useFormatDate()
  return (
    <div className={classes.byline} data-variant={variant}>
      {/* The initials repeat the name beside them: a picture for the eye, silent to a reader. */}
      <Avatar
        name={post.authorDisplayName}
        // One filled colour: per-name colours put light initials on light yellows and limes.
        color="blue"
        variant="filled"
        size={variant === 'article' ? 44 : 28}
        aria-hidden
      />
      <div className={classes.meta}>
        <span className={classes.author}>{post.authorDisplayName}</span>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.editDate ? (
          <time className={classes.edited} dateTime={post.editDate}>
            Edited ({formatDate(post.editDate)})
          </time>
        ) : null}
      </div>
    </div>
  )
}
