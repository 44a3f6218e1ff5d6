import { expect, test } from 'vitest'
import { responsiveImage } from './responsive'

const hash = 'a'.repeat(64)

test('a hosted image lists its narrower variants and itself, with its own size', () => {
  const url = `https://quill.example/images/${hash}-2000x1500.webp`
  expect(responsiveImage(url)).toEqual({
    src: url,
    srcSet: [400, 640, 800, 1000, 1280, 1600]
      .map((w) => `https://quill.example/images/${hash}-2000x1500-w${w}.webp ${w}w`)
      .concat(`${url} 2000w`)
      .join(', '),
    width: 2000,
    height: 1500,
  })
})

test('a small image has only the variants narrower than itself; a tiny one none', () => {
  const url = `/images/${hash}-700x1000.webp`
  expect(responsiveImage(url).srcSet).toBe(
    `/images/${hash}-700x1000-w400.webp 400w, /images/${hash}-700x1000-w640.webp 640w, ${url} 700w`,
  )
  const tiny = `/images/${hash}-96x64.webp`
  expect(responsiveImage(tiny)).toEqual({ src: tiny, srcSet: `${tiny} 96w`, width: 96, height: 64 })
})

test.each([
  ['an image from before the variants', `https://quill.example/images/${hash}.webp`],
  ['another host', 'https://i.ibb.co/abc/photo.jpg'],
  ['a look-alike name outside an images folder', `https://cdn.example/${hash}-2000x1500.webp`],
  ['a query after the name', `https://quill.example/images/${hash}-2000x1500.webp?x=1`],
  ['a variant itself', `https://quill.example/images/${hash}-2000x1500-w800.webp`],
])('%s is shown as it is: one URL, no srcset, no size', (_what, url) => {
  expect(responsiveImage(url)).toEqual({ src: url })
})
