import { expect, test } from 'vitest'
import { loadConfig } from '../config'
import { imageHostRule } from './image-host'

const hash = 'e'.repeat(64)

test('with the built-in host, only its /images/ URLs are allowed', () => {
  const rule = imageHostRule(loadConfig({ PUBLIC_URL: 'https://quill.example' }))
  expect(rule.allows(`https://quill.example/images/${hash}.webp`)).toBe(true)
  expect(rule.allows(`http://quill.example/images/${hash}.webp`)).toBe(false)
  expect(rule.allows(`https://quill.example/api/images`)).toBe(false)
  expect(rule.allows(`https://i.ibb.co/abc/photo.png`)).toBe(false)
  expect(rule.allows('not a url')).toBe(false)
  expect(rule.message).toBe('Image must be a URL of the image host (https://quill.example/images/)')
})

test('with IMAGE_HOST_URL, that origin is allowed too, and nothing else', () => {
  const rule = imageHostRule(
    loadConfig({
      PUBLIC_URL: 'https://quill.example',
      IMAGE_HOST_URL: 'https://images.example/1/upload',
    }),
  )
  expect(rule.allows('https://images.example/a/b/photo.jpg')).toBe(true)
  expect(rule.allows(`https://quill.example/images/${hash}.webp`)).toBe(true)
  expect(rule.allows('https://images.example.attacker.example/p.gif')).toBe(false)
  expect(rule.allows('https://user:secret@images.example/p.gif')).toBe(false)
  expect(rule.allows('http://images.example/p.gif')).toBe(false)
  expect(rule.message).toBe(
    'Image must be a URL of the image host (https://quill.example/images/ or https://images.example)',
  )
})
