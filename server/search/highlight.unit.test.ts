// The marks SQLite's search puts around hits (highlight.ts), as migration 007's tokenizer reads
// words: letters and digits, case and accents folded, the last word of a query also a prefix.
import { expect, test } from 'vitest'
import { HIT_END as E, HIT_START as S } from '../../contract/search'
import { SNIPPET_TEXT_MAX, highlightAll, snippetOf } from './highlight'

test('every hit in a title is marked, folded as the index folds it', () => {
  expect(highlightAll('Café au lait, CAFE noir', ['cafe'])).toBe(
    `${S}Café${E} au lait, ${S}CAFE${E} noir`,
  )
  // The last word of the query is a prefix too; the others are whole words.
  expect(highlightAll('Sea seal sealed', ['sea', 'seal'])).toBe(
    `${S}Sea${E} ${S}seal${E} ${S}sealed${E}`,
  )
  expect(highlightAll('Sea seal sealed', ['seal', 'sea'])).toBe(
    `${S}Sea${E} ${S}seal${E} ${S}sealed${E}`,
  )
  expect(highlightAll('Seafood, seaside', ['sea', 'x'])).toBe('Seafood, seaside')
  // Under three characters the last word is whole too, as the search takes it.
  expect(highlightAll('So soft', ['so'])).toBe(`${S}So${E} soft`)
  // Markup in the text stays text, around the marks.
  expect(highlightAll('<b>tide</b>', ['tide'])).toBe(`<b>${S}tide${E}</b>`)
})

test('a passage of the text around its hits, cut with an ellipsis', () => {
  const words = Array.from({ length: 60 }, (_, i) => `w${i}`)
  words[40] = 'harbour'
  const text = `${words.join(' ')}.`
  const passage = snippetOf(text, ['harbour'], 10)
  expect(passage.startsWith('…')).toBe(true)
  expect(passage.endsWith('…')).toBe(true)
  expect(passage).toContain(`${S}harbour${E}`)
  expect(passage.replaceAll('…', '').split(' ')).toHaveLength(10)
  // No hit in the text (the title matched): its start.
  expect(snippetOf(text, ['nothing'], 10)).toBe(`${words.slice(0, 10).join(' ')}…`)
  // A short text is whole.
  expect(snippetOf('Short tide text.', ['tide'], 10)).toBe(`Short ${S}tide${E} text.`)
})

test('a snippet is looked for in the first SNIPPET_TEXT_MAX characters only', () => {
  const start = 'word '.repeat(SNIPPET_TEXT_MAX / 5)
  // Whatever follows the bound changes nothing: it is not read (docs/decisions/0053).
  const one = snippetOf(`${start}harbour ${'é '.repeat(100_000)}`, ['harbour', 'é'], 10)
  const other = snippetOf(`${start}${'harbour '.repeat(10)}`, ['harbour', 'é'], 10)
  expect(one).toBe(other)
  // No hit within it: the text's start, which goes on.
  expect(one).toBe(`${'word '.repeat(10).trim()}…`)
  // A hit inside the bound is shown, and the passage says the text goes on.
  const near = snippetOf(`tide ${start}`, ['tide'], 10)
  expect(near.startsWith(`${S}tide${E} word`)).toBe(true)
  expect(near.endsWith('…')).toBe(true)
  // A word the bound cuts in two is not read as a word, so its half is never marked.
  const cut = snippetOf(`${'w '.repeat(SNIPPET_TEXT_MAX / 2 - 2)}tidewater`, ['tid'], 2000)
  expect(cut).not.toContain(S)
  expect(cut.endsWith('w …')).toBe(true)
})
