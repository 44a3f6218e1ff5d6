// The shapes the feed and a post page show while they load. They are the routes' pending
// screens, which come with the first load, so they live apart from the cards and the article
// (and what those bring: the byline's avatar, dates, previews), which come with the routes'
// chunks (docs/decisions/0018).
import { Skeleton } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import article from './post-article.module.css'
import card from '../../../entities/post/components/post-card.module.css'
import { useT } from '../../../lib/i18n/context'
// Its own small area: the pending screens are on the first load, the posts area is not.
import postSkeletons from '../../../locales/en/post-skeletons.messages.json'

/** A card's shapes while the feed loads. */
export function PostCardSkeleton() {
  const animate = !useReducedMotion()
  return (
    <div className={card.card}>
      <Skeleton className={card.image} animate={animate} />
      <div className={card.text}>
        <Skeleton height={22} width="85%" mb={10} animate={animate} />
        <div className={card.skeletonByline}>
          <Skeleton circle height={28} animate={animate} />
          <Skeleton height={14} width="55%" animate={animate} />
        </div>
        <Skeleton height={12} mb={10} animate={animate} />
        <Skeleton height={12} mb={10} animate={animate} />
        <Skeleton height={12} width="70%" mb={20} animate={animate} />
        <Skeleton height={36} width={110} animate={animate} />
      </div>
    </div>
  )
}

/** The feed's first load: three cards' shapes. */
export function PostFeedSkeleton() {
  const t = useT(postSkeletons)
  return (
    <div role="progressbar" aria-label={t('postSkeletons.loadingPosts')} aria-busy>
      <PostCardSkeleton />
      <PostCardSkeleton />
      <PostCardSkeleton />
    </div>
  )
}

const LINE_WIDTHS = ['100%', '97%', '99%', '94%', '98%', '96%', '62%']

export function SkeletonLines({ count, label }: { count: number; label?: string }) {
  const animate = !useReducedMotion()
  const lines = LINE_WIDTHS.slice(-count)
  return (
    <div
      className={article.lines}
      {...(label ? { role: 'progressbar', 'aria-label': label, 'aria-busy': true } : {})}
    >
      {lines.map((width, index) => (
        <Skeleton key={index} className={article.line} width={width} animate={animate} />
      ))}
    </div>
  )
}

/** The post page while its post loads: the article's own shapes, so nothing jumps after. */
export function PostArticleSkeleton() {
  const t = useT(postSkeletons)
  const animate = !useReducedMotion()
  return (
    <div
      className={article.article}
      role="progressbar"
      aria-label={t('postSkeletons.loadingPost')}
      aria-busy
    >
      <div className={article.title}>
        <Skeleton height="0.8em" width="92%" my="0.16em" animate={animate} />
        <Skeleton height="0.8em" width="58%" my="0.16em" animate={animate} />
      </div>
      <div className={article.byline}>
        <div className={article.skeletonByline}>
          <Skeleton circle height={44} animate={animate} />
          <div className={article.skeletonMeta}>
            <Skeleton height={14} width="9rem" animate={animate} />
            <Skeleton height={12} width="14rem" mt={8} animate={animate} />
          </div>
        </div>
      </div>
      <div className={article.cover}>
        <Skeleton className={article.skeletonCover} animate={animate} />
      </div>
      <div className={article.body}>
        <SkeletonLines count={7} />
      </div>
    </div>
  )
}
