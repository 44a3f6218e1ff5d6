import classes from './feed-link.module.css'

/**
 * A page's RSS feed, where a reader can see it (issue 22; the head's `<link rel="alternate">`
 * is for feed readers that look). A plain link: the feed is a file, not a screen of the app.
 * `label` says whose feed in a whole sentence of the page's language ("RSS feed of the latest
 * posts": docs/decisions/0077, no sentence from pieces), starting with the visible "RSS" where
 * the language allows (a spoken command finds it). The icon is the stylesheet's, so the first
 * load's script carries none of it.
 */
export function FeedLink({ href, label }: { href: string; label: string }) {
  return (
    <a className={classes.link} href={href} aria-label={label} type="application/rss+xml">
      RSS
    </a>
  )
}
