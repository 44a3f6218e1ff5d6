// Search results in each of Quill's languages (docs/decisions/0077): how many posts match, in the
// language's plural forms and word order, and what an empty search says.
import { screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { makePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signOut } from '../../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'

afterEach(resetSession)

const EXPECTED: Record<Language, { one: string; none: string }> = {
  en: { one: '1 post matches “pier”', none: 'No posts match “zebra”. Try fewer or other words.' },
  fr: {
    one: '1 article correspond à « pier »',
    none: 'Aucun article ne correspond à « zebra ». Essayez avec moins de mots ou d’autres mots.',
  },
  de: {
    one: '1 Beitrag passt zu „pier“',
    none: 'Keine Beiträge passen zu „zebra“. Versuchen Sie weniger oder andere Wörter.',
  },
  es: {
    one: '1 entrada coincide con «pier»',
    none: 'Ninguna entrada coincide con «zebra». Prueba con menos palabras o con otras.',
  },
  ar: {
    one: 'تدوينة واحدة تطابق «pier»',
    none: 'لا توجد تدوينات تطابق «zebra». جرّب كلمات أقل أو مختلفة.',
  },
}

test.each(EVERY_LANGUAGE)(
  'search results in %s: the count and an empty search',
  async (language) => {
    const expected = EXPECTED[language]
    signOut()
    store.posts.push(makePost({ postTitle: 'Harbour walks', postBody: 'The pier at dawn.' }))
    const i18n = await strictTranslator(language)
    const first = renderApp('/search?q=pier', undefined, i18n)
    expect((await screen.findByRole('status')).textContent).toBe(expected.one)
    first.unmount()
    renderApp('/search?q=zebra', undefined, i18n)
    expect(await screen.findByText(expected.none)).toBeInTheDocument()
  },
)
