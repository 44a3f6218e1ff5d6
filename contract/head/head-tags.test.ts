// A post's preview (`describe`): its words with single spaces, cut at a word with an ellipsis,
// made from the text's start only (docs/decisions/0053).
import { expect, test } from 'vitest'
import { DESCRIPTION_MAX, describe } from './head-tags'

/** The preview as it was made before: the whole text's whitespace collapsed, then cut. */
function wholeText(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${(atWord.length > max / 2 ? atWord : cut).trimEnd()}…`
}

test('the same preview as collapsing the whole text, whatever its spaces and length', () => {
  let seed = 7
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
  const pieces = ['tide', ' ', '  ', '\n\n', '\t', '\u00a0', 'é', 'x'.repeat(90), '\u2028', '.']
  for (let i = 0; i < 500; i++) {
    const text = Array.from(
      { length: Math.floor(random() * 80) },
      () => pieces[Math.floor(random() * pieces.length)],
    ).join('')
    for (const max of [DESCRIPTION_MAX, 20, 1])
      expect(describe(text, max), text).toBe(wholeText(text, max))
  }
})

test('a text of 50,000 words is read only as far as its preview', () => {
  const long = 'the tide came in '.repeat(12_500)
  expect(describe(long)).toBe(wholeText(long))
  const began = performance.now()
  for (let i = 0; i < 1_000; i++) describe(long)
  // The whole text collapsed each time took ~2.7 ms here: 2.7 s for these 1,000.
  expect(performance.now() - began).toBeLessThan(100)
})
