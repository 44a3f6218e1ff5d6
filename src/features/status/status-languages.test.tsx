// The status screen in each of Quill's languages (docs/decisions/0077): the whole and each part
// in words, no id shown; in English, its words as they were.
import { screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'

const EXPECTED: Record<Language, { parts: string; working: string; posts: string }> = {
  en: {
    parts: 'Parts of the service',
    working: 'Everything is working',
    posts: 'Posts and comments: working (database: SQLite)',
  },
  fr: {
    parts: 'Composants du service',
    working: 'Tout fonctionne',
    posts: 'Articles et commentaires : fonctionne (base de données : SQLite)',
  },
  de: {
    parts: 'Teile des Dienstes',
    working: 'Alles funktioniert',
    posts: 'Beiträge und Kommentare: funktioniert (Datenbank: SQLite)',
  },
  es: {
    parts: 'Partes del servicio',
    working: 'Todo funciona',
    posts: 'Entradas y comentarios: funciona (base de datos: SQLite)',
  },
  ar: {
    parts: 'أجزاء الخدمة',
    working: 'كل شيء يعمل',
    posts: 'التدوينات والتعليقات: يعمل (قاعدة البيانات: SQLite)',
  },
}

test.each(EVERY_LANGUAGE)('the service status in %s', async (language) => {
  const expected = EXPECTED[language]
  renderApp('/status', undefined, await strictTranslator(language))
  const parts = await screen.findByRole('list', { name: expected.parts })
  expect(screen.getByText(expected.working)).toBeVisible()
  expect(parts.querySelector('li')).toHaveTextContent(expected.posts)
  expect(document.body.textContent).not.toMatch(/\bstatus\.[a-zA-Z]+/)
})
