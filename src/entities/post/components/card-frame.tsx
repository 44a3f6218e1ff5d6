import type { ReactNode } from 'react'
import { useHydrated } from '../../../lib/hydration'
import { type ResponsiveImage, responsiveImage } from '../../../lib/images/responsive'
import classes from './post-card.module.css'

/**
 * The card image's width at each viewport (post-card.module.css): beside the text, 12rem from
 * Mantine's `xs` up; above it, the page's width less the shell's and the container's padding.
 */
const CARD_IMAGE_SIZES = '(min-width: 36em) 12rem, calc(100vw - 4rem)'

/**
 * A post's image on a card, in the sizes the card draws it. `priority`: the feed's first card,
 * whose image is the page's largest paint on a phone, is fetched at once and first. Every other
 * card's waits until it nears the viewport, and on a page the server drew until the app has
 * taken it over: a phone's lazy-loading margin reaches the second and third cards, whose images
 * would otherwise share a slow link with the scripts that make the page work (the markup keeps
 * their box; `<noscript>` shows them where no script will run: docs/decisions/0072).
 */
export function CardImage({
  src,
  alt,
  priority = false,
}: {
  src: string
  alt: string
  priority?: boolean
}) {
  const live = useHydrated()
  const image = responsiveImage(src)
  const draw = (shown: Partial<ResponsiveImage>) => (
    <img
      className={classes.image}
      {...shown}
      sizes={CARD_IMAGE_SIZES}
      alt={alt}
      {...(priority
        ? { fetchPriority: 'high', loading: 'eager' }
        : { loading: 'lazy', decoding: 'async' })}
    />
  )
  if (priority || live) return draw(image)
  return (
    <>
      {draw({ width: image.width, height: image.height })}
      <noscript>{draw(image)}</noscript>
    </>
  )
}

/**
 * What every feed card draws: the image beside the text, and the title, whose link (`title`, with
 * `classes.titleLink`) is stretched over the card so the image opens the post too. `above`
 * stands over the title (a remote post's server); `children` follow it.
 */
export function CardFrame({
  titleId,
  image,
  above,
  title,
  textLanguage,
  children,
}: {
  titleId: string
  image: ReactNode
  above?: ReactNode
  title: ReactNode
  /** The post's own words' `lang` and `dir` (text-language.ts), for its title. */
  textLanguage?: { lang?: string; dir: 'ltr' | 'rtl' | 'auto' }
  children: ReactNode
}) {
  return (
    <article className={classes.card} aria-labelledby={titleId}>
      {image}
      <div className={classes.text}>
        {above}
        <h2 className={classes.title} id={titleId} {...textLanguage}>
          {title}
        </h2>
        {children}
      </div>
    </article>
  )
}
