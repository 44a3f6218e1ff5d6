// The server's errors in the reader's words (docs/decisions/0077): a field message the contract
// words by its own translation, any other error by its code; English keeps the API's words.
import { afterEach, expect, test } from 'vitest'
import { autosaveNotPublished, imageRequired, postChangedElsewhere } from '../../contract/posts'
import { ApiError, sayErrorsWith } from './api-error'
import english from '../locales/en/errors.messages.json'
import { createI18n, loadLanguage } from './i18n/i18n'
import { serverErrorWords } from './server-errors'

afterEach(() => sayErrorsWith(null))

const failed = {
  error: {
    code: 'validation_failed',
    message: 'Some fields are not valid',
    fields: { 'postBody.image': imageRequired, 'postBody.postTitle': 'Title is too long' },
  },
}

test("English: the API's own words, untouched", () => {
  const error = ApiError.fromBody(400, failed)
  expect(error.message).toBe('Some fields are not valid')
  expect(error.fields['postBody.image']).toBe('Image is required')
})

test("French: the contract's field messages translated, the rest said by the code", async () => {
  const french = createI18n('fr')
  await loadLanguage(french, 'fr')
  sayErrorsWith(serverErrorWords(french))
  const error = ApiError.fromBody(400, failed)
  expect(error.code).toBe('validation_failed')
  expect(error.message).toBe('Une partie de ce que vous avez saisi n’est pas valide.')
  expect(error.fields['postBody.image']).toBe('L’image est obligatoire')
  expect(error.fields['postBody.postTitle']).toBe(
    'Une partie de ce que vous avez saisi n’est pas valide.',
  )
  expect(
    ApiError.fromBody(404, { error: { code: 'not_found', message: 'Post not found' } }).message,
  ).toBe('Il a peut-être été supprimé, ou le lien est erroné.')
  expect(ApiError.network().message).toBe(
    'Impossible de joindre Quill. Vérifiez votre connexion et réessayez.',
  )
  expect(ApiError.fromBody(502, '<html>').message).toBe(
    'Un problème est survenu de notre côté. Veuillez réessayer bientôt.',
  )
})

test('Arabic and German: every code the server sends has words, never an id', async () => {
  for (const language of ['ar', 'de'] as const) {
    const i18n = createI18n(language)
    await loadLanguage(i18n, language)
    const words = serverErrorWords(i18n)
    for (const code of ['not_found', 'forbidden', 'rate_limited', 'conflict', 'anything_new']) {
      expect(words(code, 'English words')).not.toMatch(/^errors\.|English/)
    }
  }
})

test("the client's English for its own failures is the catalog's", () => {
  // The module holds the compiled messages: a plain one is its text alone.
  const compiled = english as unknown as Record<string, string[]>
  expect([ApiError.network().message]).toEqual(compiled['errors.network'])
  expect([ApiError.from(new Error('x')).message]).toEqual(compiled['errors.unknown'])
})

test("a save refused for the writer's desk (ADR 0078) is said in their words, and English is the contract's", async () => {
  const compiled = english as unknown as Record<string, string[]>
  expect(compiled['errors.postChangedElsewhere']).toEqual([postChangedElsewhere])
  expect(compiled['errors.autosaveNotPublished']).toEqual([autosaveNotPublished])
  const spanish = createI18n('es')
  await loadLanguage(spanish, 'es')
  sayErrorsWith(serverErrorWords(spanish))
  const conflict = { error: { code: 'conflict', message: postChangedElsewhere } }
  expect(ApiError.fromBody(409, conflict).message).toBe(
    'Esta entrada se guardó en otro lugar desde que la abriste: cárgala de nuevo o guarda la tuya encima',
  )
  const refused = { error: { code: 'bad_request', message: autosaveNotPublished } }
  expect(ApiError.fromBody(400, refused).message).toBe(
    'Una entrada publicada solo se guarda a mano: los lectores ven sus cambios cuando los guardas',
  )
})
