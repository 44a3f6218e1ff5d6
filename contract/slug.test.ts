import { describe, expect, it } from 'vitest'
import { SLUG_MAX, slugify } from './slug'

describe('slugify', () => {
  it('turns a Latin title into lower-case words joined by hyphens', () => {
    expect(slugify('Hello, World!')).toBe('hello-world')
    expect(slugify('Déjà vu — café')).toBe('deja-vu-cafe')
    expect(slugify('C++ & Rust: 2024')).toBe('c-and-rust-2024')
  })

  it('transliterates scripts it can spell in Latin letters', () => {
    expect(slugify('Привет мир')).toBe('privet-mir')
  })

  it('keeps letters it cannot transliterate as a UTF-8 segment', () => {
    expect(slugify('你好世界')).toBe('你好世界')
    expect(slugify('日本語のタイトル — 2')).toBe('日本語のタイトル-2')
    expect(encodeURIComponent(slugify('你好世界'))).toBe('%E4%BD%A0%E5%A5%BD%E4%B8%96%E7%95%8C')
  })

  it('never gives an empty or over-long slug, nor one ending in a hyphen', () => {
    expect(slugify('   ')).toBe('post')
    expect(slugify('!!!')).toBe('post')
    expect(slugify('a'.repeat(300))).toHaveLength(SLUG_MAX)
    expect(slugify('ab '.repeat(100)).endsWith('-')).toBe(false)
  })
})
