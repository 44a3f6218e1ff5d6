import classes from './feed-link.module.css'

/**
 * A page's RSS feed, where a reader can see it (issue 22; the head's `<link rel="alternate">`
 * is for feed readers that look). A plain link: the feed is a file, not a screen of the app.
 * `name` says whose feed, and starts with the visible "RSS" (a spoken command finds it). The
 * icon is the stylesheet's, so the first load's script carries none of it.
 */
export function FeedLink({ href, name }: { href: string; name: string }) {
  return (
    <a
      className={classes.link}
      href={href}
      aria-label={`RSS feed ${name}`}
      type="application/rss+xml"
    >
      RSS
    </a>
  )
}
