import { expect, test } from 'vitest'
import { paragraphs } from './paragraphs'

test('blank lines separate paragraphs; one line break stays inside a paragraph', () => {
  expect(paragraphs('First line\nsame paragraph\n\nSecond\n \n\n\tThird, indented')).toEqual([
    'First line\nsame paragraph',
    'Second',
    '\tThird, indented',
  ])
})

test('a body without blank lines is one paragraph, and empty ends are dropped', () => {
  expect(paragraphs('Just one.')).toEqual(['Just one.'])
  expect(paragraphs('\n\nLate start\r\n\r\nWindows ending\n\n')).toEqual([
    'Late start',
    'Windows ending',
  ])
})
