import { type Kysely, sql } from 'kysely'
import { renderMarkdown } from '../../../markdown/render'

// Issue 22 (docs/decisions/0031). The renderer now writes Markdown as GitHub does: heading ids,
// `<del>`, `align` on table cells, a scroll box around tables, figures with captions, links on
// the site and `www.` autolinks; and the plain text ends a heading like a sentence, so a feed's
// preview does not run a heading into the text. Posts stored before are rendered again, in
// pages by id, with the renderer of the day this runs (as 005 did).
const BATCH = 500

interface Row {
  id: string
  body: string
}

export async function up(db: Kysely<unknown>): Promise<void> {
  let after = ''
  for (;;) {
    const { rows } = await sql<Row>`
      select id, body from posts where id > ${after} order by id limit ${BATCH}`.execute(db)
    for (const row of rows) {
      const { html, text, readingMinutes } = renderMarkdown(row.body)
      await sql`
        update posts set body_html = ${html}, body_text = ${text},
          reading_minutes = ${readingMinutes}
        where id = ${row.id}`.execute(db)
    }
    if (rows.length < BATCH) break
    after = rows[rows.length - 1]?.id ?? after
  }
}

// Nothing to undo: the columns stay, and the HTML is as good a rendering as the one before.
export async function down(): Promise<void> {}
