import { render } from '@testing-library/react'
import { expect, test } from 'vitest'
import { withElements } from './elements'

test('elements go where the message puts their arguments, in its word order', () => {
  const english = (m: { author: string; site: string }) => `By ${m.author} on ${m.site}`
  const arabicOrder = (m: { author: string; site: string }) => `على ${m.site} بقلم ${m.author}`
  const elements = { author: <b>Ada</b>, site: <i>Quill</i> }
  const { container, rerender } = render(<p>{withElements(english, elements)}</p>)
  expect(container.innerHTML).toBe('<p>By <b>Ada</b> on <i>Quill</i></p>')
  rerender(<p>{withElements(arabicOrder, elements)}</p>)
  expect(container.innerHTML).toBe('<p>على <i>Quill</i> بقلم <b>Ada</b></p>')
})

test('a message without its element still reads, and text around markers stays text', () => {
  const { container } = render(<p>{withElements(() => 'No name here', { author: <b>Ada</b> })}</p>)
  expect(container.innerHTML).toBe('<p>No name here</p>')
})
