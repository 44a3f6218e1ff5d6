import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { responsiveImage } from '../../../lib/images/responsive'
import { postQueries } from '../../../entities/post/queries'
import { BookmarkButton } from './bookmark-button'
import { LikeButton } from './like-button'
import { PostBody } from '../../../entities/post/components/post-body'
import { PostByline } from '../../../entities/post/components/post-byline'
import { PostMeta } from './post-meta'
import classes from './post-article.module.css'
import { SkeletonLines } from './post-skeletons'
import { useLanguage, useT } from '../../../lib/i18n/context'
import { postText } from '../../../entities/post/text-language'
import posts from '../../../locales/en/posts.messages.json'

/**
 * The cover's width (post-article.module.css): the container's, at most 58rem (Mantine's `md`
 * container less its padding), less the shell's and the container's padding on narrower screens.
 */
const COVER_SIZES = '(min-width: 62em) 58rem, calc(100vw - 4rem)'

/**
 * The full post: its title first, then author, date, Edited and reading time, then the image
 * and the body (issue 22: a reader sees what they opened before a screenful of cover; the
 * spec's order put the title under the image). Opened from a list it first shows the list's copy (no rendered body: the body's skeleton, never the
 * Markdown source) and draws the body when the post arrives.
 */
export function PostArticle({ postId }: { postId: string }) {
  const t = useT(posts)
  const { data: post } = useSuspenseQuery(postQueries.detail(postId))
  const titleId = `post-title-${post._id}`
  const text = postText(post.language)
  // The interface's parts inside the article (byline, likes) in the interface's language again.
  const ui = { lang: useLanguage() }
  return (
    <article className={classes.article} aria-labelledby={titleId} lang={text.lang}>
      <h1 className={classes.title} id={titleId} dir={text.dir}>
        {post.postTitle}
      </h1>
      <div className={classes.byline} {...ui}>
        <PostByline post={post} variant="article" />
        <PostMeta post={post} />
      </div>
      {post.image ? (
        <figure className={classes.cover}>
          {/* The page's largest paint: fetched at once and first, decoded with the page. */}
          <img
            className={classes.coverImage}
            {...responsiveImage(post.image)}
            sizes={COVER_SIZES}
            alt={post.postTitle}
            fetchPriority="high"
          />
        </figure>
      ) : null}
      <div className={classes.body} dir={text.dir}>
        {post.bodyHtml === undefined ? (
          <SkeletonLines label={t('posts.loadingFullPost')} count={7} />
        ) : (
          <PostBody html={post.bodyHtml} />
        )}
      </div>
      {/* A draft or a scheduled post has no likes and no reading list until it is out: ADR 0078. */}
      {post.status === 'published' ? (
        <div className={classes.likes} {...ui}>
          <LikeButton post={post} />
          <BookmarkButton post={post} />
        </div>
      ) : null}
    </article>
  )
}

/** Beside the article (its comments): the same column, in the interface's own type. */
export function PostColumn({ children }: { children: ReactNode }) {
  return <div className={classes.column}>{children}</div>
}
