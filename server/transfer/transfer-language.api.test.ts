// A post's language travels (ADR 0077, "A post's language"): an export writes it in each file's
// front matter and in posts.json, an import reads it back by the same rule as `POST /api/post`,
// and a file that names none is in the site's language.
import { strFromU8 } from 'fflate'
import { describe, expect, test } from 'vitest'
import { languageTagInvalid } from '../../contract/posts'
import { testDialects } from '../../tests/setup/server'
import { publishPost } from '../../tests/setup/users'
import { md, transferSuite } from './transfer-suite'

describe.each(testDialects())("a post's language in export and import on %s", (dialect) => {
  const suite = transferSuite(dialect)
  const { exportOf, imported, postOf } = suite

  test('an export says each post’s language; importing it gives the same languages', async () => {
    await publishPost(suite.t, suite.author, { postTitle: 'Gezeiten', language: 'de-AT' })
    await publishPost(suite.t, suite.author, { postTitle: 'Tides' })
    const zip = await exportOf(suite.author)
    expect(strFromU8(zip['gezeiten.md'] ?? new Uint8Array())).toMatch(/^language: de-AT$/m)
    const listed = JSON.parse(strFromU8(zip['posts.json'] ?? new Uint8Array())) as {
      title: string
      language: string
    }[]
    expect(listed.map(({ title, language }) => [title, language]).sort()).toEqual([
      ['Gezeiten', 'de-AT'],
      ['Tides', 'en'],
    ])
    const result = await imported(suite.other, [
      { name: 'gezeiten.md', data: zip['gezeiten.md'] ?? new Uint8Array() },
    ])
    expect(result.errors).toEqual([])
    const [post] = result.imported
    expect((await postOf(suite.other, post?._id ?? '')).language).toBe('de-AT')
  })

  test("a Markdown file's language is checked as a post's; without one, the site's", async () => {
    const result = await imported(suite.other, [
      { name: 'fr.md', data: md('---\ntitle: Le cheval\nlanguage: FR-ca\n---\nAu galop.') },
      { name: 'none.md', data: md('# No language\n\nWords.') },
      { name: 'bad.md', data: md('---\ntitle: Bad\nlanguage: fr_CA\n---\nWords.') },
    ])
    expect(result.errors).toEqual([{ file: 'bad.md', message: languageTagInvalid }])
    const byTitle = Object.fromEntries(result.imported.map((p) => [p.postTitle, p._id]))
    expect((await postOf(suite.other, byTitle['Le cheval'] ?? '')).language).toBe('fr-CA')
    expect((await postOf(suite.other, byTitle['No language'] ?? '')).language).toBe('en')
  })
})
