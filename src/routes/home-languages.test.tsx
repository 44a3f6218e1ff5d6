// The home page in each of Quill's languages (docs/decisions/0077): its heading, its RSS link and
// its "new post" link translated, never an id shown; English word for word as the spec has it.
import { screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../contract/languages'
import { makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { EVERY_LANGUAGE, strictTranslator } from '../../tests/setup/languages'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<Language, { heading: string; rss: string; create: string }> = {
  en: {
    heading: 'Latest posts',
    rss: 'RSS feed of the latest posts',
    create: 'Create a new post',
  },
  fr: {
    heading: 'Derniers articles',
    rss: 'Flux RSS des derniers articles',
    create: 'Créer un article',
  },
  de: {
    heading: 'Neueste Beiträge',
    rss: 'RSS-Feed der neuesten Beiträge',
    create: 'Neuen Beitrag erstellen',
  },
  es: {
    heading: 'Últimas entradas',
    rss: 'Canal RSS de las últimas entradas',
    create: 'Crear una entrada',
  },
  ar: {
    heading: 'أحدث التدوينات',
    rss: 'موجز RSS لأحدث التدوينات',
    create: 'إنشاء تدوينة جديدة',
  },
}

test.each(EVERY_LANGUAGE)('the home page in %s', async (language) => {
  const expected = EXPECTED[language]
  signOut()
  store.posts.push(makePost({ postTitle: 'A post in any language' }))
  renderApp('/', undefined, await strictTranslator(language))
  expect(await screen.findByRole('heading', { level: 1, name: expected.heading })).toBeVisible()
  expect(screen.getByRole('link', { name: expected.rss })).toHaveAttribute('href', '/rss.xml')
  expect(screen.getByRole('link', { name: expected.create })).toBeVisible()
  // User content stays as written.
  expect(await screen.findByText('A post in any language')).toBeVisible()
})
