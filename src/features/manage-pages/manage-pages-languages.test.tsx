// Settings → Pages in each of Quill's languages (docs/decisions/0077): the list, its states and
// the page form's words and checks translated; in English, the contract's messages word for word.
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { PAGE_SLUG_MAX, pageMessages } from '../../../contract/site-pages-facts'
import { store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createTestQueryClient, renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { createI18n } from '../../lib/i18n/i18n'
import managePages from '../../locales/en/manage-pages.messages.json'

afterEach(resetSession)

/** findByText matches the page's text with its spaces made plain, French no-break ones too. */
const asText = (words: string) => words.replace(/\s+/g, ' ')

interface Expected {
  list: string
  published: string
  newPage: string
  title: string
  slug: string
  publish: string
  titleEmpty: string
  slugReserved: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    list: 'Pages',
    published: 'Published',
    newPage: 'New page',
    title: 'Title',
    slug: 'Slug',
    publish: 'Publish',
    titleEmpty: 'Give the page a title',
    slugReserved: 'That address is one of the site’s own screens: pick another slug',
  },
  fr: {
    list: 'Pages',
    published: 'Publiée',
    newPage: 'Nouvelle page',
    title: 'Titre',
    slug: 'Slug',
    publish: 'Publier',
    titleEmpty: 'Donnez un titre à la page',
    slugReserved: 'Cette adresse est l’un des écrans du site\u00a0: choisissez un autre slug',
  },
  de: {
    list: 'Seiten',
    published: 'Veröffentlicht',
    newPage: 'Neue Seite',
    title: 'Titel',
    slug: 'Slug',
    publish: 'Veröffentlichen',
    titleEmpty: 'Geben Sie der Seite einen Titel',
    slugReserved:
      'Diese Adresse gehört zu einer Ansicht der Website: Wählen Sie einen anderen Slug',
  },
  es: {
    list: 'Páginas',
    published: 'Publicada',
    newPage: 'Nueva página',
    title: 'Título',
    slug: 'Slug',
    publish: 'Publicar',
    titleEmpty: 'Ponle un título a la página',
    slugReserved: 'Esa dirección es una de las pantallas del propio sitio: elige otro slug',
  },
  ar: {
    list: 'الصفحات',
    published: 'منشورة',
    newPage: 'صفحة جديدة',
    title: 'العنوان',
    slug: 'المعرّف النصي (slug)',
    publish: 'نشر',
    titleEmpty: 'أعطِ الصفحة عنوانًا',
    slugReserved: 'هذا العنوان لإحدى شاشات الموقع نفسه: اختر معرّفًا نصيًا آخر',
  },
}

test.each(EVERY_LANGUAGE)(
  'Settings → Pages in %s: the list and the form’s checks',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = await strictTranslator(language)
    signInAs()
    store.staff.set(TEST_USER.email.toLowerCase(), {
      uid: TEST_USER.uid,
      role: 'owner',
      since: '2026-01-01T00:00:00.000Z',
    })
    const { user } = renderApp('/settings/pages', createTestQueryClient(), i18n)
    const list = await screen.findByRole('list', { name: expected.list })
    const privacy = within(list).getByText('Privacy').closest('li')
    expect(privacy && within(privacy).getByText(expected.published)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: expected.newPage }))
    await user.click(screen.getByRole('button', { name: expected.publish }))
    expect(await screen.findByText(expected.titleEmpty)).toBeVisible()
    fireEvent.change(screen.getByRole('textbox', { name: expected.slug }), {
      target: { value: 'login' },
    })
    await user.click(screen.getByRole('button', { name: expected.publish }))
    expect(await screen.findByText(asText(expected.slugReserved))).toBeVisible()
  },
)

test('the English checks are the contract’s messages, word for word', () => {
  const i18n = createI18n('en')
  const say = (id: keyof typeof managePages, values?: Record<string, number>) =>
    i18n._(id, values, managePages)
  expect(say('managePages.titleEmpty')).toBe(pageMessages.titleEmpty)
  expect(say('managePages.slugInvalid', { max: PAGE_SLUG_MAX })).toBe(pageMessages.slugInvalid)
  expect(say('managePages.slugReserved')).toBe(pageMessages.slugReserved)
})
