import { expect, test } from 'vitest'
import { keepImagesShown } from './service-worker'

test('the images a page showed before the worker was in charge are asked for again, once each', async () => {
  const origin = window.location.origin
  const asked: string[] = []
  await keepImagesShown(
    [
      { name: `${origin}/images/abc-640.webp` },
      { name: `${origin}/images/abc-640.webp` },
      { name: `${origin}/images/def.webp` },
      { name: `${origin}/assets/index-1.js` },
      { name: `${origin}/api/posts` },
      { name: 'https://elsewhere.example/images/x.webp' },
    ],
    async (url) => void asked.push(url),
  )
  expect(asked).toEqual([`${origin}/images/abc-640.webp`, `${origin}/images/def.webp`])
})

test('an image the network no longer answers leaves the others asked for', async () => {
  const origin = window.location.origin
  const asked: string[] = []
  await keepImagesShown(
    [{ name: `${origin}/images/gone.webp` }, { name: `${origin}/images/here.webp` }],
    async (url) => {
      asked.push(url)
      if (url.endsWith('gone.webp')) throw new TypeError('Failed to fetch')
    },
  )
  expect(asked).toHaveLength(2)
})
