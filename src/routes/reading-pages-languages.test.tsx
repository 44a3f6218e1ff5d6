// A tag's page, the search page and the service pages (terms, status) in each of Quill's
// languages (docs/decisions/0077): their words and document titles translated, the tag and the
// site's name as they are.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../contract/languages'
import { makePost, store } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { EVERY_LANGUAGE, strictTranslator } from '../../tests/setup/languages'
import { resetSession, signOut } from '../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    tagged: string
    tagRss: string
    tagNotFound: string
    search: string
    searchLabel: string
    terms: string
    status: string
    statusJson: string
  }
> = {
  en: {
    tagged: 'Posts tagged #rust',
    tagRss: 'RSS feed of posts tagged #rust',
    tagNotFound: 'Tag not found',
    search: 'Search',
    searchLabel: 'Search posts and authors',
    terms: 'Terms of use',
    status: 'Service status',
    statusJson: 'Monitors can read the same check as JSON at /api/health.',
  },
  fr: {
    tagged: 'Articles étiquetés #rust',
    tagRss: 'Flux RSS des articles étiquetés #rust',
    tagNotFound: 'Étiquette introuvable',
    search: 'Recherche',
    searchLabel: 'Rechercher des articles et des auteurs',
    terms: 'Conditions d’utilisation',
    status: 'État du service',
    statusJson:
      'Les outils de supervision peuvent lire la même vérification en JSON à l’adresse /api/health.',
  },
  de: {
    tagged: 'Beiträge mit #rust',
    tagRss: 'RSS-Feed der Beiträge mit #rust',
    tagNotFound: 'Schlagwort nicht gefunden',
    search: 'Suche',
    searchLabel: 'Beiträge und Autoren durchsuchen',
    terms: 'Nutzungsbedingungen',
    status: 'Dienststatus',
    statusJson: 'Überwachungsdienste können dieselbe Prüfung als JSON unter /api/health abrufen.',
  },
  es: {
    tagged: 'Entradas con la etiqueta #rust',
    tagRss: 'Canal RSS de las entradas con la etiqueta #rust',
    tagNotFound: 'Etiqueta no encontrada',
    search: 'Búsqueda',
    searchLabel: 'Buscar entradas y autores',
    terms: 'Condiciones de uso',
    status: 'Estado del servicio',
    statusJson:
      'Los sistemas de monitorización pueden leer la misma comprobación en JSON en /api/health.',
  },
  ar: {
    tagged: 'تدوينات موسومة بـ #rust',
    tagRss: 'موجز RSS للتدوينات الموسومة بـ #rust',
    tagNotFound: 'الوسم غير موجود',
    search: 'البحث',
    searchLabel: 'البحث في التدوينات والكتّاب',
    terms: 'شروط الاستخدام',
    status: 'حالة الخدمة',
    statusJson: 'يمكن لأدوات المراقبة قراءة الفحص نفسه بصيغة JSON على /api/health.',
  },
}

test.each(EVERY_LANGUAGE)('a tag, search and the service pages in %s', async (language) => {
  const expected = EXPECTED[language]
  signOut()
  store.posts.push(makePost({ postTitle: 'On Rust', tags: ['rust'] }))
  const i18n = await strictTranslator(language)
  const { router, unmount } = renderApp('/tag/rust', undefined, i18n)
  expect(await screen.findByRole('heading', { level: 1, name: expected.tagged })).toBeVisible()
  expect(screen.getByRole('link', { name: expected.tagRss })).toBeVisible()

  await router.navigate({ to: '/tag/$tag', params: { tag: 'nothing-here' } })
  expect(await screen.findByRole('heading', { level: 1, name: expected.tagNotFound })).toBeVisible()
  await waitFor(() => expect(document.title.startsWith(expected.tagNotFound)).toBe(true))

  await router.navigate({ to: '/search' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.search })).toBeVisible()
  expect(screen.getByRole('search', { name: expected.searchLabel })).toBeVisible()
  await waitFor(() => expect(document.title.startsWith(expected.search)).toBe(true))

  await router.navigate({ to: '/terms' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.terms })).toBeVisible()

  await router.navigate({ to: '/status' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.status })).toBeVisible()
  expect(
    screen.getByText(expected.statusJson.split('/api/health')[0] as string, { exact: false }),
  ).toHaveTextContent(expected.statusJson)
  unmount()
})
