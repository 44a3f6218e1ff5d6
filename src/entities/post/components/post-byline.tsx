import { VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { Post } from '../../../../contract/posts'
import { ReaderDate } from '../../../components/reader-date'
import { UserAvatar } from '../../../components/user-avatar'
import classes from './post-byline.module.css'
import { useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
// Its own small area: the byline is on every card and post page (the reading pages' shared chunk).
import postByline from '../../../locales/en/post-byline.messages.json'

interface PostBylineProps {
  post: Pick<Post, 'authorDisplayName' | 'authorPhotoURL' | 'authorId' | 'date' | 'editDate'>
  /** `article`: the post page's byline, a line each; `compact`: one quiet line on cards. */
  variant?: 'article' | 'compact'
}

/**
 * Who wrote the post and when; 'Edited (date)' on a line of its own once it was changed. The
 * name opens the author's page (a post not claimed yet has no author page), and so does the
 * avatar, whose link is named by the person's name (its picture is silent), never by the
 * initials it draws: a search engine reads a link's text (issue 22). One tab stop: the name's.
 */
export function PostByline({ post, variant = 'compact' }: PostBylineProps) {
  const t = useT(postByline)
  const avatar = (
    <UserAvatar
      name={post.authorDisplayName}
      photoURL={post.authorPhotoURL}
      size={variant === 'article' ? 44 : 28}
    />
  )
  return (
    <div className={classes.byline} data-variant={variant}>
      {post.authorId ? (
        <Link
          className={classes.avatarLink}
          to="/author/$authorId"
          params={{ authorId: post.authorId }}
          tabIndex={-1}
        >
          {avatar}
          <VisuallyHidden component="span">{post.authorDisplayName}</VisuallyHidden>
        </Link>
      ) : (
        avatar
      )}
      <div className={classes.meta}>
        {post.authorId ? (
          <Link
            className={`${classes.author} ${classes.authorLink}`}
            to="/author/$authorId"
            params={{ authorId: post.authorId }}
          >
            {post.authorDisplayName}
          </Link>
        ) : (
          <span className={classes.author}>{post.authorDisplayName}</span>
        )}
        <time dateTime={post.date}>
          <ReaderDate iso={post.date} />
        </time>
        {post.editDate ? (
          <time className={classes.edited} dateTime={post.editDate}>
            {withElements((m) => t('postByline.edited', { date: m.date }), {
              date: <ReaderDate iso={post.editDate} />,
            })}
          </time>
        ) : null}
      </div>
    </div>
  )
}
