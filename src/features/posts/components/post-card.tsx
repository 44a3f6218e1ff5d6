import { Link } from '@tanstack/react-router'
import type { PostSummary } from '../../../../contract/posts'
import { LinkButton } from '../../../components/link-button'
import { previewText } from '../../../lib/preview'
import { PostByline } from './post-byline'
import classes from './post-card.module.css'

/**
 * A post on the feed. The title, the image and 'Read more' all open the post, with one tab stop:
 * 'Read more' (the spec's control, described by the title). The title link is the card's link
 * for pointers and screen readers (it stays in the accessibility tree, so a list of links or of
 * headings names each post) and its box is stretched over the card, so the image opens the post
 * too without a second, redundant link. It leaves the tab order because it would take a keyboard
 * to the very place 'Read more' does, twice per card.
 */
export function PostCard({ post }: { post: PostSummary }) {
  const titleId = `post-title-${post._id}`
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      {post.image ? (
        <img className={classes.image} src={post.image} alt={post.postTitle} loading="lazy" />
      ) : null}
      <div className={classes.text}>
        <h2 className={classes.title} id={titleId}>
          <Link
            className={classes.titleLink}
            to="/post/$postId"
            params={{ postId: post._id }}
            tabIndex={-1}
          >
            {post.postTitle}
          </Link>
        </h2>
        <PostByline post={post} />
        <p className={classes.preview}>{previewText(post.postBody, post.bodyTruncated)}</p>
        <LinkButton
          className={classes.readMore}
          to="/post/$postId"
          params={{ postId: post._id }}
          variant="light"
          size="sm"
          aria-describedby={titleId}
        >
          Read more
        </LinkButton>
      </div>
    </article>
  )
}
