import { expect, test } from 'vitest'
import { makeComment } from '../../../mocks/store'
import { buildThreads, countReplies } from './thread'

const at = (minute: number) => `2026-01-03T10:${String(minute).padStart(2, '0')}:00.000Z`
const c = (id: string, parentId: string | null, minute: number, userName = `User ${id}`) =>
  makeComment({ _id: id, parentId, time: at(minute), userName })

test('top comments keep the list’s order; replies go under theirs, oldest first', () => {
  // As the API lists them: newest first.
  const threads = buildThreads([c('b', null, 5), c('a2', 'a', 4), c('a1', 'a', 2), c('a', null, 1)])
  expect(threads.map((t) => t.comment._id)).toEqual(['b', 'a'])
  expect(threads[1]?.replies.map((r) => [r.comment._id, r.level])).toEqual([
    ['a1', 1],
    ['a2', 1],
  ])
  expect(countReplies(threads[1]!)).toBe(2)
})

test('three levels are drawn; deeper replies stand at the third, saying whom they answer', () => {
  const threads = buildThreads([
    c('e', 'd', 5, 'Eve'),
    c('d', 'c', 4, 'Dan'),
    c('c', 'b', 3, 'Cy'),
    c('b', 'a', 2, 'Bo'),
    c('a', null, 1, 'Al'),
  ])
  expect(threads).toHaveLength(1)
  const [b] = threads[0]!.replies
  expect(b?.level).toBe(1)
  expect(b?.replies.map((r) => [r.comment._id, r.level, r.replyingTo])).toEqual([
    ['c', 2, undefined],
    ['d', 2, 'Cy'],
    ['e', 2, 'Dan'],
  ])
  expect(b?.replies.every((r) => r.replies.length === 0)).toBe(true)
  expect(countReplies(threads[0]!)).toBe(4)
})

test('a reply whose comment is not loaded stands at the top until it is', () => {
  const threads = buildThreads([c('r', 'elsewhere', 2), c('a', null, 1)])
  expect(threads.map((t) => [t.comment._id, t.level])).toEqual([
    ['r', 0],
    ['a', 0],
  ])
})
