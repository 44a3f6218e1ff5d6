// The following feed at 100,000 posts (issue 24): a page, the first or one deep in, reads the
// followed sources' indexes and only the posts it shows, on both databases.
import { CompiledQuery, type Kysely, sql } from 'kysely'
import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { figure } from '../../tests/reliability/figures'
import type { Database } from '../db/schema'
import { followingPage, followingQuery } from './following-feed'
import { appWithUsers } from '../../tests/setup/suite'

const POSTS = 100_000
const AUTHORS = 200
const TAGS = 50

/** 100,000 published posts by 200 authors, one of 50 tags each, a minute apart. */
async function seed(db: Kysely<Database>, dialect: string) {
  if (dialect === 'postgres') {
    await sql`
      insert into posts (id, title, body, author_email, author_name, author_id, image,
        created_at, edited_at, status, body_html, body_text, reading_minutes, tags)
      select 'p' || lpad(i::text, 7, '0'), 'T' || i, 'b', 'a' || (i % ${sql.lit(AUTHORS)}) || '@q.test',
        'A', 'author-' || (i % ${sql.lit(AUTHORS)}), '',
        to_char(timestamp '2020-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        null, 'published', '<p>b</p>', 'b', 1, '["t' || (i % ${sql.lit(TAGS)}) || '"]'
      from generate_series(1, ${sql.lit(POSTS)}) as i`.execute(db)
    await sql`
      insert into post_tags (tag, created_at, id)
      select 't' || (substr(id, 2)::int % ${sql.lit(TAGS)}), created_at, id from posts`.execute(db)
    await sql`analyze`.execute(db)
    return
  }
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(POSTS)})
    insert into posts (id, title, body, author_email, author_name, author_id, image,
      created_at, edited_at, status, body_html, body_text, reading_minutes, tags)
    select 'p' || substr('0000000' || i, -7), 'T' || i, 'b', 'a' || (i % ${sql.lit(AUTHORS)}) || '@q.test',
      'A', 'author-' || (i % ${sql.lit(AUTHORS)}), '',
      strftime('%Y-%m-%dT%H:%M:%fZ', '2020-01-01', '+' || i || ' minutes'),
      null, 'published', '<p>b</p>', 'b', 1, '["t' || (i % ${sql.lit(TAGS)}) || '"]'
    from n`.execute(db)
  await sql`
    insert into post_tags (tag, created_at, id)
    select 't' || (cast(substr(id, 2) as integer) % ${sql.lit(TAGS)}), created_at, id from posts`.execute(
    db,
  )
  await sql`analyze`.execute(db)
}

describe.each(testDialects())('the following feed at 100,000 posts on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  let db: Kysely<Database>
  beforeAll(async () => {
    db = suite.t.app.database.db
    await seed(db, dialect)
    const at = new Date().toISOString()
    await db
      .insertInto('author_follows')
      .values(
        ['author-1', 'author-7', 'author-42'].map((a) => ({
          follower_id: 'me',
          author_id: a,
          created_at: at,
        })),
      )
      .execute()
    await db
      .insertInto('tag_follows')
      .values(['t3', 't7'].map((tag) => ({ follower_id: 'me', tag, created_at: at })))
      .execute()
  }, 120_000)

  test('a page is the newest followed posts, each once; a deep page costs what the first does', async () => {
    const first = await followingPage(db, 'me', { limit: 20, after: undefined })
    // author-7's posts all carry t7 (7 % 50): each comes once.
    expect(new Set(first.map((row) => row.id)).size).toBe(first.length)
    const expected = (i: number) => [1, 7, 42].includes(i % AUTHORS) || [3, 7].includes(i % TAGS)
    const ids: string[] = []
    for (let i = POSTS; ids.length < 21; i--)
      if (expected(i)) ids.push(`p${String(i).padStart(7, '0')}`)
    expect(first.map((row) => row.id)).toEqual(ids)

    const time = async (after: { createdAt: string; id: string } | undefined) => {
      const started = performance.now()
      for (let i = 0; i < 10; i++) await followingPage(db, 'me', { limit: 20, after })
      return (performance.now() - started) / 10
    }
    const deepRow = await db
      .selectFrom('posts')
      .select(['created_at', 'id'])
      .where('id', '=', 'p0010000')
      .executeTakeFirstOrThrow()
    const firstMs = await time(undefined)
    const deepMs = await time({ createdAt: deepRow.created_at, id: deepRow.id })
    figure(`following feed page at ${POSTS} posts (${dialect})`, {
      firstMs: firstMs.toFixed(1),
      deepMs: deepMs.toFixed(1),
    })
    // Generous for a shared machine: a walk of the whole feed takes hundreds of ms.
    expect(firstMs).toBeLessThan(100)
    expect(deepMs).toBeLessThan(100)
  })

  test('the plan reads the follows and the sources’ indexes, never the whole posts table', async () => {
    const page = { limit: 20, after: { createdAt: '2020-03-01T00:00:00.000Z', id: 'p0999999' } }
    const compiled = followingQuery(db, 'me', page).compile()
    const explain = <Row>(prefix: string) =>
      db.executeQuery<Row>(CompiledQuery.raw(`${prefix} ${compiled.sql}`, [...compiled.parameters]))
    if (dialect === 'postgres') {
      const { rows } = await explain<{ 'QUERY PLAN': string }>('explain')
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n')
      figure('following feed plan (postgres)', { plan: plan.replace(/\s+/g, ' ').slice(0, 600) })
      expect(plan).not.toMatch(/Seq Scan on posts/)
      expect(plan).not.toMatch(/Seq Scan on post_tags/)
      expect(plan).toMatch(/posts_by_author_status|posts_pkey/)
      expect(plan).toMatch(/post_tags_feed/)
    } else {
      const { rows } = await explain<{ detail: string }>('explain query plan')
      const plan = rows.map((row) => row.detail).join('\n')
      expect(plan).not.toMatch(/SCAN posts\b/)
      expect(plan).not.toMatch(/SCAN post_tags\b/)
      expect(plan).toContain('posts_by_author_status')
      expect(plan).toContain('post_tags_feed')
    }
  })
})
