import { Badge, Button, VisuallyHidden } from '@mantine/core'
import { Fragment, Suspense, lazy } from 'react'
import type { PostSummary, RemoteSource } from '../../../../contract/posts'
import { previewText } from '../../../lib/preview'
import { CardFrame } from '../../../entities/post/components/card-frame'
import { PostByline } from '../../../entities/post/components/post-byline'
import classes from '../../../entities/post/components/post-card.module.css'
import { type Translate, useT } from '../../../lib/i18n/context'
// The card's few words only: it is drawn in the Following feed, beside the home feed; Like and
// Reply speak their own area in their own chunk (docs/decisions/0077, weight).
import remotePosts from '../../../locales/en/remote-posts.messages.json'
import '@mantine/core/styles/Badge.css'

// Like and Reply are a chunk of their own, loaded with the first remote card: the feeds'
// shared chunk is at its byte budget (ADR 0018), and most readers follow no one elsewhere.
const RemoteActions = lazy(() => import('./remote-post-actions'))

/** The title a remote post shows: a Note has none, so it says whose it is. */
export const remoteTitle = (
  t: Translate<keyof typeof remotePosts & string>,
  post: PostSummary,
  remote: RemoteSource,
) => post.postTitle || t('remotePosts.untitled', { handle: remote.handle })

/**
 * Plain text with its line breaks kept: a remote post's paragraphs and list items (one a line,
 * the server marks them: ADR 0049) would otherwise run together as one sentence.
 */
function TextLines({ text }: { text: string }) {
  return text.split('\n').map((line, index) => (
    // The lines of one text never move: their place is their key.
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ))
}

/**
 * A post by someone on another server that the reader follows (issue 29 item 4): it has no page
 * here, so its links open the original on its own server in a new tab, and the card says which
 * server. Its text is plain text (the server keeps no markup from elsewhere), drawn as text.
 * One tab stop, as a local card: "Read on <server>"; the title's link covers the card.
 */
export function RemotePostCard({ post, remote }: { post: PostSummary; remote: RemoteSource }) {
  const t = useT(remotePosts)
  const title = remoteTitle(t, post, remote)
  const external = { href: remote.url, target: '_blank', rel: 'noopener noreferrer' } as const
  return (
    <CardFrame
      titleId={`post-title-${post._id}`}
      // Another server's image: not one the image host can resize, and told nothing of the reader.
      image={
        post.image ? (
          <img
            className={classes.image}
            src={post.image}
            alt=""
            loading="lazy"
            decoding="async"
            referrerPolicy="no-referrer"
          />
        ) : null
      }
      above={
        <Badge
          variant="light"
          color="grape"
          size="sm"
          mb="xs"
          tt="none"
          title={`@${remote.handle}`}
        >
          {t('remotePosts.from', { instance: remote.instance })}
        </Badge>
      }
      title={
        <a className={classes.titleLink} {...external} tabIndex={-1}>
          {title}
        </a>
      }
    >
      <PostByline post={post} />
      <p className={classes.preview}>
        <TextLines text={previewText(post.postBody, post.bodyTruncated)} />
      </p>
      <Suspense fallback={<div className={classes.remoteActionsSpace} />}>
        <RemoteActions post={post} remote={remote} title={title} />
      </Suspense>
      <Button component="a" className={classes.readMore} {...external} variant="light" size="sm">
        {t('remotePosts.readOn', { instance: remote.instance })}
        <VisuallyHidden component="span">{t('remotePosts.readOnHidden', { title })}</VisuallyHidden>
      </Button>
    </CardFrame>
  )
}
