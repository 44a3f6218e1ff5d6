import { expect, test } from 'vitest'
import { HANDLE_PATTERN } from './handle-text'
import { findMentions, mentionedHandles } from './mention-text'

test('a handle after @ is a mention, not in an email, an address or a word', () => {
  expect(mentionedHandles('Hi @Grace_H, see @rita. And mail a@bob.com or x.com/@sam')).toEqual([
    'grace_h',
    'rita',
  ])
  expect(
    mentionedHandles('@ab too short, @abcdefghijklmnopqrstuvwxyz_12345 too long, word@hidden'),
  ).toEqual([])
})

test('the pattern is a handle’s: 3–30 of a–z, 0–9 and _', () => {
  expect(HANDLE_PATTERN.test('abcdefghijklmnopqrstuvwxyz_123')).toBe(true)
  expect(mentionedHandles('@abcdefghijklmnopqrstuvwxyz_123')).toEqual([
    'abcdefghijklmnopqrstuvwxyz_123',
  ])
})

test('a person named twice is one handle; each place is found', () => {
  expect(mentionedHandles('@rita and @RITA again')).toEqual(['rita'])
  expect(findMentions('(@rita)')).toEqual([{ index: 1, length: 5, handle: 'rita' }])
})
