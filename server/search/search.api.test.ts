// Issue 15's search on both databases: ranked, paged, highlighted as runs, published posts only
// and kept in step with every write; any characters are safe (a small fuzz).
import { beforeAll, describe, expect, test } from 'vitest'
import { SearchAnswerSchema } from '../../contract/search'
import { addPost } from '../../tests/setup/posts'
import { testDialects } from '../../tests/setup/server'
import { renderedColumns } from '../posts/post-repository'
import { appWithUsers } from '../../tests/setup/suite'

describe.each(testDialects())('search on %s', (dialect) => {
  const suite = appWithUsers(dialect, {}, { RATE_LIMIT_FACTOR: '10' })
  let titleHit = ''
  let bodyHit = ''
  let draftId = ''

  beforeAll(async () => {
    const db = suite.t.app.database.db
    for (let n = 0; n < 14; n++) {
      await addPost(db, {
        title: `Filler ${n}`,
        body: `Walking the harbour, day ${n}.`,
        minutesAgo: 100 + n,
      })
    }
    bodyHit = await addPost(db, {
      title: 'Notes from the coast',
      body: 'We baked **sourdough** bread <b>Not markup</b> in a café by the sea.',
      minutesAgo: 3,
    })
    titleHit = await addPost(db, {
      title: 'Sourdough, start to finish',
      body: 'Flour, water, salt and time.',
      minutesAgo: 2,
    })
    draftId = await addPost(db, {
      title: 'Sourdough secrets',
      body: 'sourdough draft',
      status: 'draft',
    })
  })

  const search = async (query: Record<string, string>) => {
    const res = await suite.t.app.inject({ method: 'GET', url: '/api/search', query })
    return res
  }
  const found = async (q: string) => {
    const res = await search({ q })
    expect(res.statusCode, res.body).toBe(200)
    return SearchAnswerSchema.parse(res.json())
  }
  const ids = async (q: string) => (await found(q)).results.map((r) => r._id)

  test('finds published posts by a word of the title or the text, title hits first', async () => {
    const answer = await found('sourdough')
    expect(answer.results.map((r) => r._id)).toEqual([titleHit, bodyHit])
    expect(answer.nextOffset).toBeNull()
    const [first, second] = answer.results
    expect(first?.titleRuns).toEqual([
      { text: 'Sourdough', hit: true },
      { text: ', start to finish', hit: false },
    ])
    // The text is the plain text: Markdown gone, the raw tag only text in a run.
    expect(second?.snippet.filter((run) => run.hit).map((run) => run.text)).toEqual(['sourdough'])
    const snippet = second?.snippet.map((run) => run.text).join('')
    expect(snippet).toContain('We baked sourdough bread')
    // A raw tag in the text is text: SQLite keeps it, PostgreSQL's ts_headline drops it.
    if (dialect === 'sqlite') expect(snippet).toContain('<b>Not markup</b> in a café')
    expect(second).toMatchObject({
      authorDisplayName: 'Ada Moreno',
      authorId: 'ada-uid',
      postTitle: 'Notes from the coast',
    })
  })

  test('every word must match, case folded (accents too on SQLite), the last word as a prefix', async () => {
    expect(await ids('SOURDOUGH bread')).toEqual([bodyHit])
    expect(await ids('café')).toEqual([bodyHit])
    // PostgreSQL's 'simple' configuration keeps accents (docs/decisions/0025).
    expect(await ids('cafe')).toEqual(dialect === 'sqlite' ? [bodyHit] : [])
    expect(await ids('sourd')).toEqual([titleHit, bodyHit])
    expect(await ids('sourdough nothing-like-it')).toEqual([])
  })

  test('a last word under three characters is a whole word, not a prefix (issue 21)', async () => {
    expect(await ids('sou')).toEqual([titleHit, bodyHit])
    // `so*` would merge the postings of every word beginning so: matched as the word `so`.
    expect(await ids('so')).toEqual([])
    expect(await ids('s')).toEqual([])
    expect(await ids('s*')).toEqual([])
  })

  test('pages by offset, and never a draft', async () => {
    const first = await found('harbour')
    expect(first.results).toHaveLength(10)
    expect(first.nextOffset).toBe(10)
    const second = SearchAnswerSchema.parse((await search({ q: 'harbour', offset: '10' })).json())
    expect(second.results).toHaveLength(4)
    expect(second.nextOffset).toBeNull()
    const all = [...first.results, ...second.results].map((r) => r._id)
    expect(new Set(all).size).toBe(14)
    expect(await ids('secrets')).toEqual([])
    expect(await ids('draft')).toEqual([])
    expect(JSON.stringify(await found('sourdough'))).not.toContain(draftId)
  })

  test('the index follows every write: edit, publish, unpublish, delete', async () => {
    const db = suite.t.app.database.db
    const id = await addPost(db, { title: 'Kelp forests', body: 'Underwater groves.' })
    expect(await ids('kelp')).toEqual([id])
    await db
      .updateTable('posts')
      .set({ title: 'Seagrass meadows', ...renderedColumns('Underwater lawns.') })
      .where('id', '=', id)
      .execute()
    expect(await ids('kelp')).toEqual([])
    expect(await ids('groves')).toEqual([])
    expect(await ids('seagrass lawns')).toEqual([id])
    await db.updateTable('posts').set({ status: 'draft' }).where('id', '=', id).execute()
    expect(await ids('seagrass')).toEqual([])
    await db.updateTable('posts').set({ status: 'published' }).where('id', '=', id).execute()
    expect(await ids('seagrass')).toEqual([id])
    // A draft edited stays out; published later, it is found by its new words.
    await db.updateTable('posts').set({ status: 'draft' }).where('id', '=', id).execute()
    await db.updateTable('posts').set({ title: 'Mangrove roots' }).where('id', '=', id).execute()
    expect(await ids('mangrove')).toEqual([])
    await db.updateTable('posts').set({ status: 'published' }).where('id', '=', id).execute()
    expect(await ids('mangrove')).toEqual([id])
    await db.deleteFrom('posts').where('id', '=', id).execute()
    expect(await ids('mangrove')).toEqual([])
    expect(await ids('sourdough')).toEqual([titleHit, bodyHit])
  })

  test('any characters are safe: operators are words or separators, never syntax', async () => {
    for (const q of [
      '"',
      '"sourdough',
      'sourdough"',
      "sour'dough",
      '*',
      'sourdough*',
      'NEAR(sourdough bread)',
      'sourdough NEAR bread',
      'sourdough OR harbour',
      'sourdough AND NOT bread',
      '-sourdough',
      'title:sourdough',
      '^sourdough',
      '(sourdough',
      'sourdough & | ! : *',
      "'sourdough':* & !'bread'",
      '\\',
      '%',
      '_',
      '\u0000sourdough',
      '\uE000sourdough\uE001',
      '🍞 sourdough',
    ]) {
      const res = await search({ q })
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200)
      SearchAnswerSchema.parse(res.json())
    }
    // Words still count: an operator word must itself be in the text.
    expect(await ids('sourdough OR harbour')).toEqual([])
    expect(await ids('"sourdough"')).toEqual([titleHit, bodyHit])
    expect(await ids('***')).toEqual([])
  })

  test('a query too long, empty or a bad page is a 400 with the error shape', async () => {
    const cases: Record<string, string>[] = [
      { q: 'a'.repeat(1000) },
      { q: '' },
      {},
      { q: 'x', limit: '0' },
      { q: 'x', limit: '51' },
      { q: 'x', offset: '-1' },
      { q: 'x', offset: '1001' },
      { q: 'x', offset: 'ten' },
    ]
    for (const query of cases) {
      const res = await search(query)
      expect(res.statusCode, JSON.stringify(query)).toBe(400)
      expect(res.json()).toMatchObject({
        error: { code: expect.any(String), message: expect.any(String) },
      })
    }
    const long = (await search({ q: 'a'.repeat(1000) })).json()
    expect(JSON.stringify(long)).toContain('at most 200 characters')
  })

  test('a small fuzz: random strings of hostile characters never make a 5xx', async () => {
    const alphabet = [
      '"',
      "'",
      '*',
      '(',
      ')',
      ':',
      '^',
      '-',
      '+',
      '&',
      '|',
      '!',
      '<',
      '>',
      '\\',
      'NEAR',
      'AND',
      'OR',
      'NOT',
      ' ',
      'a',
      'é',
      '0',
      '\u2028',
      '%',
      '{',
      '}',
      '~',
      'sour',
    ]
    let seed = 15
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let i = 0; i < 150; i++) {
      const length = 1 + Math.floor(random() * 40)
      const q = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        '',
      )
      const res = await search({ q })
      expect(res.statusCode, q).toBeLessThan(500)
      expect([200, 400], q).toContain(res.statusCode)
    }
  })
})
