import fs from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, test } from 'vitest'
import { createTestApp, testDialects } from '../../tests/setup/server'
import { createMigrator, migrateToLatest, migrationsAfter } from './migrate'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

/** The migrations' names as their folder has them (ADR 0063), in order. */
const migrationFiles = () =>
  fs
    .readdirSync(new URL('./migrations/', import.meta.url))
    .filter((file) => /^\d{3}-.*\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort()

describe.each(testDialects())('on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  const send = requestWith(suite)

  test('migrating again is a no-op', async () => {
    expect(await migrateToLatest(suite.t.app.database.db)).toEqual([])
  })

  test('deleting a post removes its comments and notifications (foreign keys cascade)', async () => {
    const { db } = suite.t.app.database
    const at = new Date().toISOString()
    await db
      .insertInto('posts')
      .values({
        id: 'p1',
        title: 'T',
        body: 'B',
        body_html: '<p>B</p>\n',
        body_text: 'B',
        reading_minutes: 1,
        author_email: 'a@quill.test',
        author_name: 'A',
        image: 'http://x/y.webp',
        created_at: at,
        edited_at: null,
      })
      .execute()
    await db
      .insertInto('comments')
      .values({
        id: 'c1',
        post_id: 'p1',
        body: 'C',
        user_email: 'b@quill.test',
        user_name: 'B',
        created_at: at,
      })
      .execute()
    await db
      .insertInto('notifications')
      .values({
        id: 'n1',
        recipient_email: 'a@quill.test',
        post_id: 'p1',
        comment_id: 'c1',
        title: 'T',
        detail: 'D',
        created_at: at,
      })
      .execute()

    await db.deleteFrom('posts').where('id', '=', 'p1').execute()

    expect(await db.selectFrom('comments').selectAll().execute()).toEqual([])
    expect(await db.selectFrom('notifications').selectAll().execute()).toEqual([])
  })

  test('002 gives notifications a read state: those made before it are unread; 003 leaves old posts unclaimed', async () => {
    const { db } = suite.t.app.database
    const migrator = await createMigrator(db)
    const down = await migrator.migrateTo('001-initial')
    expect(down.error).toBeUndefined()
    // Every migration after 001 undone, the newest first: each has a working `down`.
    expect(down.results?.map((r) => r.migrationName)).toEqual(migrationFiles().slice(1).reverse())

    const at = new Date().toISOString()
    // As 001 knew posts: the app's types already have 005's columns, so plain SQL.
    await sql`
      insert into posts (id, title, body, author_email, author_name, image, created_at)
      values ('p-old', 'T', ${'# Old *post*\n\n<script>x()</script>'}, 'a@quill.test', 'A',
        'http://x/y.webp', ${at})`.execute(db)
    // Without read_at: the column does not exist yet.
    await db
      .insertInto('notifications')
      .values({
        id: 'n-old',
        recipient_email: 'a@quill.test',
        post_id: 'p-old',
        comment_id: null,
        title: 'T',
        detail: 'D',
        created_at: at,
      })
      .execute()

    expect(await migrateToLatest(db)).toEqual(await migrationsAfter('001-initial'))
    const row = await db
      .selectFrom('notifications')
      .select(['id', 'read_at'])
      .where('id', '=', 'n-old')
      .executeTakeFirst()
    expect(row).toEqual({ id: 'n-old', read_at: null })
    const post = await db
      .selectFrom('posts')
      .select(['id', 'author_id'])
      .where('id', '=', 'p-old')
      .executeTakeFirst()
    expect(post).toEqual({ id: 'p-old', author_id: null })
    // 005 rendered the post written before it: published, its HTML, text and reading time (as
    // 009's renderer draws it, which rendered it again).
    const rendered = await db
      .selectFrom('posts')
      .select(['status', 'body_html', 'body_text', 'reading_minutes', 'tags'])
      .where('id', '=', 'p-old')
      .executeTakeFirst()
    expect(rendered).toEqual({
      status: 'published',
      body_html:
        '<h1 id="old-post">Old <em>post</em></h1>\n<p>&lt;script&gt;x()&lt;/script&gt;</p>\n',
      body_text: 'Old post. <script>x()</script>',
      reading_minutes: 1,
      tags: '[]',
    })
    // 006: a notification from before it is about a comment, by nobody known.
    const typed = await db
      .selectFrom('notifications')
      .select(['type', 'actor_id'])
      .where('id', '=', 'n-old')
      .executeTakeFirst()
    expect(typed).toEqual({ type: 'comment', actor_id: null })
    await db.deleteFrom('posts').where('id', '=', 'p-old').execute()
  })

  test('011 renders stored posts again as GitHub writes Markdown, and search finds them', async () => {
    const { db } = suite.t.app.database
    const migrator = await createMigrator(db)
    expect((await migrator.migrateTo('008-search-published-view')).error).toBeUndefined()
    // As 005's renderer stored it.
    await db
      .insertInto('posts')
      .values({
        id: 'p-009',
        title: 'Tides',
        body: '## Why\n\n~~old~~ see www.example.org',
        body_html: '<h2>Why</h2>\n<p><s>old</s> see www.example.org</p>\n',
        body_text: 'Why old see www.example.org',
        reading_minutes: 1,
        author_email: 'a@quill.test',
        author_name: 'A',
        image: 'http://x/y.webp',
        created_at: new Date().toISOString(),
        edited_at: null,
      })
      .execute()
    expect(await migrateToLatest(db)).toEqual(await migrationsAfter('008-search-published-view'))
    const post = await db
      .selectFrom('posts')
      .select(['body_html', 'body_text'])
      .where('id', '=', 'p-009')
      .executeTakeFirstOrThrow()
    expect(post.body_html).toBe(
      '<h2 id="why">Why</h2>\n<p><del>old</del> see ' +
        '<a href="http://www.example.org" rel="noopener noreferrer nofollow">www.example.org</a></p>\n',
    )
    expect(post.body_text).toBe('Why. old see www.example.org')
    // 018: a post written before has its history start with its text as it is.
    const history = await db
      .selectFrom('post_revisions')
      .select(['post_id', 'author_id', 'image'])
      .where('post_id', '=', 'p-009')
      .execute()
    expect(history).toEqual([{ post_id: 'p-009', author_id: '', image: 'http://x/y.webp' }])
    const found = await send('GET', '/api/search?q=why%20old')
    expect(found.json().results.map((r: { _id: string }) => r._id)).toContain('p-009')
    await db.deleteFrom('posts').where('id', '=', 'p-009').execute()
  })

  test('a comment or notification for a missing post is refused', async () => {
    const at = new Date().toISOString()
    await expect(
      suite.t.app.database.db
        .insertInto('comments')
        .values({
          id: 'c2',
          post_id: 'nope',
          body: 'C',
          user_email: 'b@q',
          user_name: 'B',
          created_at: at,
        })
        .execute(),
    ).rejects.toThrow()
  })
})

test('on SQLite, feed pages are read from the (created_at, id) index', async () => {
  const t = await createTestApp('sqlite')
  const plan = await sql<{ detail: string }>`
    EXPLAIN QUERY PLAN SELECT id FROM posts
    WHERE (created_at, id) < ('2026-01-01T00:00:00.000Z', 'x')
    ORDER BY created_at DESC, id DESC LIMIT 21`.execute(t.app.database.db)
  const details = plan.rows.map((row) => row.detail).join('\n')
  expect(details).toContain('posts_feed')
  expect(details).not.toContain('TEMP B-TREE')
  await t.close()
})

test('on SQLite, the published feed and a tag feed are keyset pages over an index, with no sort', async () => {
  const t = await createTestApp('sqlite')
  const plan = async (query: ReturnType<typeof sql>) =>
    (await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${query}`.execute(t.app.database.db)).rows
      .map((row) => row.detail)
      .join('\n')
  const feed = await plan(sql`
    SELECT id FROM posts WHERE status = ${'published'}
      AND (created_at, id) < ('2026-01-01T00:00:00.000Z', 'x')
    ORDER BY created_at DESC, id DESC LIMIT 21`)
  const keyset = String.raw`\(created_at,id\)<\(\?,\?\)\)`
  expect(feed).toMatch(
    new RegExp(
      String.raw`SEARCH posts USING (COVERING )?INDEX posts_by_status \(status=\? AND ${keyset}`,
    ),
  )
  expect(feed).not.toContain('TEMP B-TREE')
  const tagFeed = await plan(sql`
    SELECT posts.id, posts.title FROM post_tags INNER JOIN posts ON posts.id = post_tags.id
    WHERE post_tags.tag = ${'rust'}
      AND (post_tags.created_at, post_tags.id) < ('2026-01-01T00:00:00.000Z', 'x')
    ORDER BY post_tags.created_at DESC, post_tags.id DESC LIMIT 21`)
  expect(tagFeed).toMatch(
    new RegExp(
      String.raw`SEARCH post_tags USING COVERING INDEX post_tags_feed \(tag=\? AND ${keyset}`,
    ),
  )
  expect(tagFeed).toContain('posts USING INDEX sqlite_autoindex_posts_1 (id=?)')
  expect(tagFeed).not.toContain('TEMP B-TREE')
  expect(tagFeed).not.toMatch(/SCAN/)
  const authorFeed = await plan(sql`
    SELECT id FROM posts WHERE author_id = ${'uid-1'} AND status = ${'published'}
      AND (created_at, id) < ('2026-01-01T00:00:00.000Z', 'x')
    ORDER BY created_at DESC, id DESC LIMIT 21`)
  expect(authorFeed).toMatch(
    new RegExp(
      String.raw`SEARCH posts USING (COVERING )?INDEX posts_by_author_status \(author_id=\? AND status=\? AND ${keyset}`,
    ),
  )
  expect(authorFeed).not.toContain('TEMP B-TREE')
  await t.close()
})
