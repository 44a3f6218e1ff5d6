import { expect, test } from 'vitest'
import {
  canonicalLanguageTag,
  isLanguageTag,
  languageMatches,
  openGraphLocale,
} from './post-language'
import { textDirection } from './text-direction'

test("a post's language is any BCP 47 tag, kept in canonical case", () => {
  expect(canonicalLanguageTag(' DE-at ')).toBe('de-AT')
  expect(canonicalLanguageTag('zh-hant-tw')).toBe('zh-Hant-TW')
  expect(canonicalLanguageTag('gsw')).toBe('gsw')
  expect(canonicalLanguageTag('en-u-ca-gregory')).toBe('en-u-ca-gregory')
  for (const bad of ['', ' ', 'en_US', 'x', 'english!', 'de--AT', 'a'.repeat(65), '1234']) {
    expect(isLanguageTag(bad), bad).toBe(false)
  }
})

test('a filter finds its language and its regions (RFC 4647 basic filtering)', () => {
  expect(languageMatches('de', 'de')).toBe(true)
  expect(languageMatches('de', 'de-AT')).toBe(true)
  expect(languageMatches('de-AT', 'de')).toBe(false)
  expect(languageMatches('de', 'dsb')).toBe(false)
  expect(languageMatches('de-ch', 'de-CH')).toBe(true)
})

test("Open Graph's locale: the tag's region, else the likeliest, else none", () => {
  expect(openGraphLocale('pt-BR')).toBe('pt_BR')
  expect(openGraphLocale('fr')).toBe('fr_FR')
  expect(openGraphLocale('und')).toBeUndefined()
})

test("a post's text direction: by the script a tag names, else by the language's usual one", () => {
  expect(textDirection('en')).toBe('ltr')
  expect(textDirection('de-AT')).toBe('ltr')
  expect(textDirection('ar')).toBe('rtl')
  expect(textDirection('ar-EG')).toBe('rtl')
  expect(textDirection('he')).toBe('rtl')
  expect(textDirection('fa-IR')).toBe('rtl')
  expect(textDirection('az-Arab')).toBe('rtl')
  expect(textDirection('ku-Latn')).toBe('ltr')
  expect(textDirection('zh-Hant')).toBe('ltr')
  expect(textDirection('und')).toBe('auto')
})

test('the direction follows the likely script of languages beyond the interface’s', () => {
  expect(textDirection('pa-PK')).toBe('rtl')
  expect(textDirection('pa-IN')).toBe('ltr')
  expect(textDirection('ckb')).toBe('rtl')
  expect(textDirection('not a tag')).toBe('auto')
})
