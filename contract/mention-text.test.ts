import { expect, test } from 'vitest'
import { findMentions, mentionedHandles } from './mention-text'

test('a handle after @ is a mention, not in an email, an address or a word', () => {
  expect(mentionedHandles('Hi @Grace_H, see @rita. And mail a@bob.com or x.com/@sam')).toEqual([
    'grace_h',
    'rita',
  ])
  expect(mentionedHandles('@ab too short, @admin reserved, word@hidden')).toEqual([])
})

test('a person named twice is one handle; each place is found', () => {
  expect(mentionedHandles('@rita and @RITA again')).toEqual(['rita'])
  expect(findMentions('(@rita)')).toEqual([{ index: 1, length: 5, handle: 'rita' }])
})
