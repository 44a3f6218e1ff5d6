import { VisuallyHidden } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { PostSummary } from '../../../../contract/posts'
import { LinkButton } from '../../../components/link-button'
import { previewText } from '../../../lib/preview'
import { CardFrame, CardImage } from '../../../entities/post/components/card-frame'
import { PostByline } from '../../../entities/post/components/post-byline'
import { PostStats } from './post-stats'
import { PostMeta } from './post-meta'
import classes from '../../../entities/post/components/post-card.module.css'
import { POST_PAGE, postParams } from '../../../lib/post-link'
import { postText } from '../../../entities/post/text-language'
import { withElements } from '../../../lib/i18n/elements'
import { useT } from '../../../lib/i18n/context'
import posts from '../../../locales/en/posts.messages.json'

/**
 * A post on the feed. The title, the image and 'Read more' all open the post, with one tab stop:
 * 'Read more' (the spec's control), whose name says which post ("Read more about <title>", the title
 * visually hidden), so a list of links tells them apart and search engines see no bare
 * "Read more". The title link is the card's link
 * for pointers and screen readers (it stays in the accessibility tree, so a list of links or of
 * headings names each post) and its box is stretched over the card, so the image opens the post
 * too without a second, redundant link. It leaves the tab order because it would take a keyboard
 * to the very place 'Read more' does, twice per card. `priority`: the feed's first card, whose
 * image is fetched at once (CardImage).
 */
export function PostCard({ post, priority = false }: { post: PostSummary; priority?: boolean }) {
  const t = useT(posts)
  const params = postParams(post._id, post.slug)
  const text = postText(post.language)
  return (
    <CardFrame
      titleId={`post-title-${post._id}`}
      textLanguage={text}
      image={
        post.image ? <CardImage src={post.image} alt={post.postTitle} priority={priority} /> : null
      }
      title={
        <Link className={classes.titleLink} to={POST_PAGE} params={params} tabIndex={-1}>
          {post.postTitle}
        </Link>
      }
    >
      <PostByline post={post} />
      <PostMeta post={post} />
      <p className={classes.preview} {...text}>
        {previewText(post.postBody, post.bodyTruncated)}
      </p>
      <PostStats post={post} />
      <LinkButton
        className={classes.readMore}
        to={POST_PAGE}
        params={params}
        variant="light"
        size="sm"
      >
        {withElements((m) => t('posts.readMoreAbout', { about: m.about }), {
          about: (
            <VisuallyHidden component="span">
              {t('posts.aboutTitle', { title: post.postTitle })}
            </VisuallyHidden>
          ),
        })}
      </LinkButton>
    </CardFrame>
  )
}
