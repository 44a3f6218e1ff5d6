import { expect, test } from 'vitest'
import { continueList } from './markdown-edit'
import { changedRange } from './apply-text-edit'

/** Enter at `|` in the text: the text after it, `|` where the cursor lands; null if plain. */
function enter(marked: string): string | null {
  const at = marked.indexOf('|')
  const next = continueList({ value: marked.replace('|', ''), start: at, end: at })
  return next && `${next.value.slice(0, next.start)}|${next.value.slice(next.start)}`
}

test('Enter in a list item starts the next one, with the same bullet or the next number', () => {
  expect(enter('- one|')).toBe('- one\n- |')
  expect(enter('* one|\n* two')).toBe('* one\n* |\n* two')
  expect(enter('  + nested|')).toBe('  + nested\n  + |')
  expect(enter('1. one|')).toBe('1. one\n2. |')
  expect(enter('9) nine|')).toBe('9) nine\n10) |')
  expect(enter('- [x] done|')).toBe('- [x] done\n- [ ] |')
  // In the middle of an item, its rest moves to the new one, as a line break would.
  expect(enter('- one| two')).toBe('- one\n- | two')
})

test('Enter in an empty item ends the list, leaving an empty line', () => {
  expect(enter('- one\n- |')).toBe('- one\n|')
  expect(enter('1. one\n2. |\nafter')).toBe('1. one\n|\nafter')
  expect(enter('- one\n- [ ] |')).toBe('- one\n|')
})

test('Enter outside a list, in the marker, or over a selection is a plain line break', () => {
  expect(enter('plain|')).toBeNull()
  expect(enter('-|')).toBeNull()
  expect(enter('|- one')).toBeNull()
  expect(enter('-not a list|')).toBeNull()
  expect(continueList({ value: '- one', start: 2, end: 5 })).toBeNull()
})

test('an edit is applied as the one stretch of text it changes', () => {
  expect(changedRange('a **b** c', 'a b c')).toEqual({ start: 2, end: 7, text: 'b' })
  expect(changedRange('a b c', 'a **b** c')).toEqual({ start: 2, end: 3, text: '**b**' })
  expect(changedRange('same', 'same')).toEqual({ start: 4, end: 4, text: '' })
  expect(changedRange('- a\n- b', 'a\nb')).toEqual({ start: 0, end: 6, text: 'a\n' })
})
