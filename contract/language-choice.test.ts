import { expect, test } from 'vitest'
import {
  acceptedLanguages,
  chooseLanguage,
  cookieValue,
  languageDirection,
} from './language-choice'

test('Accept-Language is read by quality, then by order; q=0, * and nonsense name nothing', () => {
  expect(acceptedLanguages('de-DE,de;q=0.9,en;q=0.8')).toEqual(['de-DE', 'de', 'en'])
  expect(acceptedLanguages('en;q=0.5, fr-CA, es;q=0.7')).toEqual(['fr-CA', 'es', 'en'])
  expect(acceptedLanguages('fr;q=0, *;q=0.1, en')).toEqual(['en'])
  expect(acceptedLanguages('ar;q=abc, <script>, es;q=2, de;q=0.3')).toEqual(['de'])
  expect(acceptedLanguages(undefined)).toEqual([])
  expect(acceptedLanguages('')).toEqual([])
  // A huge header costs a bounded read.
  expect(acceptedLanguages(`${'xx,'.repeat(10_000)}fr`)).toHaveLength(50)
})

test('the choice wins, then the browser, then the site, then English', () => {
  const browser = acceptedLanguages('de-AT,de;q=0.9,en;q=0.5')
  expect(chooseLanguage({ chosen: 'en', browser, site: 'fr' })).toBe('en')
  expect(chooseLanguage({ chosen: undefined, browser, site: 'fr' })).toBe('de')
  // A cookie naming no language Quill speaks is not a choice.
  expect(chooseLanguage({ chosen: 'klingon', browser, site: 'fr' })).toBe('de')
  expect(chooseLanguage({ browser: ['ja', 'zh-Hant-TW'], site: 'es' })).toBe('es')
  expect(chooseLanguage({ browser: ['ja'], site: 'tlh' })).toBe('en')
  expect(chooseLanguage({ browser: ['AR-eg'], site: 'en' })).toBe('ar')
})

test('Arabic is written right to left, the others left to right', () => {
  expect(languageDirection('ar')).toBe('rtl')
  expect(['en', 'fr', 'de', 'es'].map((language) => languageDirection(language as 'en'))).toEqual([
    'ltr',
    'ltr',
    'ltr',
    'ltr',
  ])
})

test('the chooser’s cookie is read from a Cookie header among others', () => {
  expect(cookieValue('a=1; quill-lang=fr; b=2', 'quill-lang')).toBe('fr')
  expect(cookieValue('xquill-lang=de; quill-lang = es', 'quill-lang')).toBe('es')
  expect(cookieValue('a=1', 'quill-lang')).toBeUndefined()
  expect(cookieValue(undefined, 'quill-lang')).toBeUndefined()
})
