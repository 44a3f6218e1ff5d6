import code from './post-body-code.module.css'
import classes from './post-body.module.css'

/**
 * A post's body as the server rendered it (markdown/render.ts, docs/decisions/0022). The HTML is
 * safe by construction: raw HTML in the source was escaped and every link and image checked
 * against an allow-list before it was stored, so it is inserted as it is. The post page and the
 * editor's preview both draw it here, with the same styles, so the preview is the page.
 */
export function PostBody({ html }: { html: string }) {
  return (
    <div className={`${classes.prose} ${code.code}`} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
