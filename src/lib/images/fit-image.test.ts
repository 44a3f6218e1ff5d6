// The arithmetic of scaling, and what happens where there is no way to decode an image. The
// decoding and drawing themselves need a browser: tests/e2e/large-photo.spec.ts.
import { expect, test } from 'vitest'
import { fitImage, scaledSize } from './fit-image'

test('the longest side is brought to the limit, the shape kept', () => {
  expect(scaledSize(5000, 4000, 2000)).toEqual({ width: 2000, height: 1600 })
  expect(scaledSize(3000, 6000, 2000)).toEqual({ width: 1000, height: 2000 })
  expect(scaledSize(8000, 3, 2000)).toEqual({ width: 2000, height: 1 })
})

test('an image within the limit is never enlarged', () => {
  expect(scaledSize(1200, 800, 2000)).toEqual({ width: 1200, height: 800 })
})

test('where images cannot be decoded, the file goes as it is and the server decides', async () => {
  const file = new File(['bytes'], 'photo.jpg', { type: 'image/jpeg' })
  expect(await fitImage(file, { maxEdge: 2000, maxBytes: 1 })).toBe(file)
})
