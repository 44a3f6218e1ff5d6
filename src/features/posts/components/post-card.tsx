import { Link } from '@tanstack/react-router'
import type { PostSummary } from '../../../../contract/posts'
import { LinkButton } from '../../../components/link-button'
import { responsiveImage } from '../../../lib/images/responsive'
import { previewText } from '../../../lib/preview'
import { PostByline } from './post-byline'
import { PostStats } from './post-stats'
import { PostMeta } from './post-meta'
import classes from './post-card.module.css'
import { POST_PAGE, postParams } from '../../../lib/post-link'

/**
 * A post on the feed. The title, the image and 'Read more' all open the post, with one tab stop:
 * 'Read more' (the spec's control), whose name says which post ("Read more about <title>", the title
 * visually hidden), so a list of links tells them apart and search engines see no bare
 * "Read more". The title link is the card's link
 * for pointers and screen readers (it stays in the accessibility tree, so a list of links or of
 * headings names each post) and its box is stretched over the card, so the image opens the post
 * too without a second, redundant link. It leaves the tab order because it would take a keyboard
 * to the very place 'Read more' does, twice per card.
 */
/**
 * The card image's width at each viewport (post-card.module.css): beside the text, 12rem from
 * Mantine's `xs` up; above it, the page's width less the shell's and the container's padding.
 */
const CARD_IMAGE_SIZES = '(min-width: 36em) 12rem, calc(100vw - 4rem)'

/**
 * `priority`: the feed's first card, whose image is the page's largest paint on a phone, is
 * fetched at once and first; every other card's waits until it nears the viewport.
 */
export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  const titleId = `post-title-${post._id}`
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      {post.image ? (
        <img
          className={classes.image}
          {...responsiveImage(post.image)}
          sizes={CARD_IMAGE_SIZES}
          alt={post.postTitle}
          {...(priority
            ? { fetchPriority: 'high', loading: 'eager' }
            : { loading: 'lazy', decoding: 'async' })}
        />
      ) : null}
      <div className={classes.text}>
        <h2 className={classes.title} id={titleId}>
          <Link
            className={classes.titleLink}
            to={POST_PAGE}
            params={postParams(post._id, post.slug)}
            tabIndex={-1}
          >
            {post.postTitle}
          </Link>
        </h2>
        <PostByline post={post} />
        <PostMeta post={post} />
        <p className={classes.preview}>{previewText(post.postBody, post.bodyTruncated)}</p>
        <PostStats post={post} />
        <LinkButton
          className={classes.readMore}
          to={POST_PAGE}
          params={postParams(post._id, post.slug)}
          variant="light"
          size="sm"
        >
          Read more <span className={classes.visuallyHidden}>about {post.postTitle}</span>
        </LinkButton>
      </div>
    </article>
  )
}
