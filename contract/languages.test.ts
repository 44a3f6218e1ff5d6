import { expect, test } from 'vitest'
import { LANGUAGES, languageOf } from './languages'

test('a tag names the language of its primary subtag, or none Quill speaks', () => {
  expect(languageOf('fr')).toBe('fr')
  expect(languageOf('fr-CA')).toBe('fr')
  expect(languageOf(' DE-at ')).toBe('de')
  expect(languageOf('ar-EG')).toBe('ar')
  expect(languageOf('pt-BR')).toBeNull()
  expect(languageOf('')).toBeNull()
  expect(languageOf(null)).toBeNull()
  expect(languageOf('toString')).toBeNull()
})

test('each language is named in itself, and only Arabic is written right to left', () => {
  expect(Object.keys(LANGUAGES)).toEqual(['en', 'fr', 'de', 'es', 'ar'])
  expect(LANGUAGES.ar).toEqual({ name: 'العربية', dir: 'rtl' })
  expect(Object.values(LANGUAGES).filter((language) => language.dir === 'rtl')).toHaveLength(1)
})
