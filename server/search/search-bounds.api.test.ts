// What search does with a word in more posts than it ranks (docs/decisions/0025, 0030), on both
// databases, and PostgreSQL's time budget (issue 21, item 3).
import { sql } from 'kysely'
import { beforeAll, describe, expect, test } from 'vitest'
import { SearchAnswerSchema } from '../../contract/search'
import { addPost } from '../../tests/setup/posts'
import { type TestApp, createTestApp, testDialects } from '../../tests/setup/server'
import { renderedColumns } from '../posts/post-repository'
import { SEARCH_TOO_LONG } from './routes'
import { PG_RECENT_POSTS } from './search-postgres'
import { RANKED_MATCHES } from './search-rows'
import { appWithUsers } from '../../tests/setup/suite'

describe.each(testDialects())('search on %s, a word in more posts than are ranked', (dialect) => {
  const ranked = RANKED_MATCHES
  const suite = appWithUsers(dialect, {})
  beforeAll(async () => {
    const db = suite.t.app.database.db
    // The oldest post has the best match for "tide" (in its title), then more posts than are
    // ranked say "tide" once in their text, all newer.
    await addPost(db, { title: 'Tide tide tide', body: 'tide and moon', minutesAgo: 10_000 })
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < ranked + 10; n++) {
        const body = `The tide came in, day ${n}.`
        await trx
          .insertInto('posts')
          .values({
            id: `tide-${String(n).padStart(11, '0')}`,
            title: `Day ${n}`,
            body,
            ...renderedColumns(body),
            author_email: 'ada@quill.test',
            author_name: 'Ada',
            author_id: 'ada-uid',
            image: '',
            created_at: new Date(Date.now() - (5_000 - n) * 60_000).toISOString(),
            edited_at: null,
          })
          .execute()
      }
    })
  })

  const page = async (app: TestApp, q: string, offset = 0) =>
    app.app.inject({
      method: 'GET',
      url: '/api/search',
      query: { q, ...(offset ? { offset: String(offset) } : {}) },
    })
  const answer = async (q: string, offset = 0) => {
    const res = await page(suite.t, q, offset)
    expect(res.statusCode, res.body).toBe(200)
    return SearchAnswerSchema.parse(res.json())
  }

  test('ranks the newest matches, pages them, and still finds an older post by a rarer word', async () => {
    const first = await answer('tide')
    expect(first.results.length).toBeGreaterThan(0)
    expect(first.nextOffset).not.toBeNull()
    // Only the newest matches are ranked: the old title match is not among them.
    expect(first.results.map((r) => r.postTitle)).not.toContain('Tide tide tide')
    // Every page a reader can turn (offsets stop at 1,000) is among the ranked.
    const deep = await answer('tide', 1000)
    expect(deep.results.length).toBeGreaterThan(0)
    // A rarer word has few matches: all of them are ranked, the old post included.
    expect((await answer('moon')).results.map((r) => r.postTitle)).toEqual(['Tide tide tide'])
    expect((await answer('tide moon')).results.map((r) => r.postTitle)).toEqual(['Tide tide tide'])
  })

  // PostgreSQL's own steps: registered on it only (nothing skipped on SQLite).
  if (dialect === 'postgres') {
    test('a word rare among the newest posts is found in older ones, behind more than are walked', async () => {
      const db = suite.t.app.database.db
      // PG_RECENT_POSTS newer posts that say neither word (the walk's whole window).
      await sql`
          insert into posts (id, title, body, body_html, body_text, author_email, author_name,
            author_id, image, created_at)
          select 'later-' || n, 'Later ' || n, 'Calm sea', '<p>Calm sea</p>', 'Calm sea',
            'ada@quill.test', 'Ada', 'ada-uid', '',
            to_char(now() at time zone 'utc' + n * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          from generate_series(1, ${PG_RECENT_POSTS}) n`.execute(db)
      expect((await answer('moon')).results.map((r) => r.postTitle)).toEqual(['Tide tide tide'])
      expect((await answer('tide moon')).results.map((r) => r.postTitle)).toEqual([
        'Tide tide tide',
      ])
      // The older "tide" posts fill the ranking from the index: pages still reach offset 1,000.
      expect((await answer('tide', 1000)).results.length).toBeGreaterThan(0)
      expect((await answer('calm')).results.length).toBe(10)
    })

    test('a search over its time budget is cancelled: a 503 in the error shape, and the next one runs', async () => {
      // A second instance on the same data, with a budget no search of a thousand posts keeps.
      const tight = await createTestApp(
        dialect,
        { SEARCH_TIME_BUDGET_MS: '1' },
        { pgSchema: suite.t.pgSchema ?? '' },
      )
      try {
        const res = await page(tight, 'the tide came in day')
        expect(res.statusCode, res.body).toBe(503)
        expect(res.json()).toEqual({ error: { code: 'unavailable', message: SEARCH_TOO_LONG } })
        // A cancelled search leaves no connection in a broken transaction behind it.
        const rare = await page(tight, 'moon')
        expect([200, 503]).toContain(rare.statusCode)
        expect((await answer('the tide came in day')).results.length).toBeGreaterThan(0)
      } finally {
        await tight.close()
      }
    })
  }
})
