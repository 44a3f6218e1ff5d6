// The signed-in screens in each of Quill's languages (docs/decisions/0077): Manage posts and the
// review queue (the manage-pages area), Settings with its sections and its plural of days
// (settings-page), each with its document title (page-titles).
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    managePosts: string
    allStats: string
    settings: string
    sections: string
    links: string[]
    invite: string
    newPost: string
  }
> = {
  en: {
    managePosts: 'Manage posts',
    allStats: 'Statistics of all your posts',
    settings: 'Settings',
    sections: 'Settings sections',
    links: ['General', 'Staff', 'Pages', 'Audit log'],
    invite: 'It works for 7 days.',
    newPost: 'New post',
  },
  fr: {
    managePosts: 'Gérer les articles',
    allStats: 'Statistiques de tous vos articles',
    settings: 'Paramètres',
    sections: 'Sections des paramètres',
    links: ['Général', 'Équipe', 'Pages', 'Journal d’audit'],
    invite: 'Elle est valable 7 jours.',
    newPost: 'Nouvel article',
  },
  de: {
    managePosts: 'Beiträge verwalten',
    allStats: 'Statistiken aller Ihrer Beiträge',
    settings: 'Einstellungen',
    sections: 'Bereiche der Einstellungen',
    links: ['Allgemein', 'Team', 'Seiten', 'Änderungsprotokoll'],
    invite: 'Sie gilt 7 Tage.',
    newPost: 'Neuer Beitrag',
  },
  es: {
    managePosts: 'Gestionar entradas',
    allStats: 'Estadísticas de todas tus entradas',
    settings: 'Configuración',
    sections: 'Secciones de la configuración',
    links: ['General', 'Equipo', 'Páginas', 'Registro de auditoría'],
    invite: 'Es válida durante 7 días.',
    newPost: 'Nueva entrada',
  },
  ar: {
    managePosts: 'إدارة التدوينات',
    allStats: 'إحصاءات جميع تدويناتك',
    settings: 'الإعدادات',
    sections: 'أقسام الإعدادات',
    links: ['عام', 'فريق العمل', 'الصفحات', 'سجل التدقيق'],
    invite: 'وهي صالحة 7 أيام.',
    newPost: 'تدوينة جديدة',
  },
}

const titledAs = (page: string) =>
  waitFor(() => expect(document.title.startsWith(`${page} `)).toBe(true))

test.each(EVERY_LANGUAGE)('Manage posts, a new post and Settings in %s', async (language) => {
  const expected = EXPECTED[language]
  signInAs()
  store.staff.set(TEST_USER.email, {
    uid: TEST_USER.uid,
    role: 'administrator',
    since: '2026-11-01T00:00:00.000Z',
  })
  const i18n = await strictTranslator(language)
  const { router, unmount } = renderApp('/managePosts', undefined, i18n)
  expect(await screen.findByRole('heading', { level: 1, name: expected.managePosts })).toBeVisible()
  expect(screen.getByRole('link', { name: expected.allStats })).toHaveAttribute('href', '/stats')
  await titledAs(expected.managePosts)

  await router.navigate({ to: '/new-post' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.newPost })).toBeVisible()
  await titledAs(expected.newPost)

  await router.navigate({ to: '/settings' })
  expect(await screen.findByRole('heading', { level: 1, name: expected.settings })).toBeVisible()
  const nav = await screen.findByRole('navigation', { name: expected.sections })
  expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(expected.links)
  await titledAs(expected.settings)

  await router.navigate({ to: '/settings/staff' })
  expect(await screen.findByText(expected.invite, { exact: false })).toBeVisible()
  await titledAs(expected.links[1] as string)
  unmount()
})
