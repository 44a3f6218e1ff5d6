// The shell (header, phone menu, site bar, footer, offline banner) in each of Quill's languages
// (docs/decisions/0077): every word and name translated, never an id shown, and the menu button's
// count in the language's plural forms.
import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { LANGUAGES, type Language } from '../../../contract/languages'
import { makeNotification, store } from '../../../mocks/store'
import { renderWithAuth, signedInUser } from '../../../tests/setup/auth'
import { notificationQueries } from '../../entities/notification/queries'
import { createI18n, loadLanguage } from '../../lib/i18n/i18n'

/** A few names per language, and the menu button for 0, 1, 2, 3 and 11 unread, then 20 and more. */
const EXPECTED: Record<
  Language,
  { home: string; main: string; menu: [string, string, string, string, string, string, string] }
> = {
  en: {
    home: 'Home',
    main: 'Main',
    menu: [
      'Menu',
      'Menu, 1 unread notification',
      'Menu, 2 unread notifications',
      'Menu, 3 unread notifications',
      'Menu, 11 unread notifications',
      'Menu, 20+ unread notifications',
      'Menu',
    ],
  },
  fr: {
    home: 'Accueil',
    main: 'Principale',
    menu: [
      'Menu',
      'Menu, 1 notification non lue',
      'Menu, 2 notifications non lues',
      'Menu, 3 notifications non lues',
      'Menu, 11 notifications non lues',
      'Menu, 20+ notifications non lues',
      'Menu',
    ],
  },
  de: {
    home: 'Startseite',
    main: 'Hauptnavigation',
    menu: [
      'Menü',
      'Menü, 1 ungelesene Benachrichtigung',
      'Menü, 2 ungelesene Benachrichtigungen',
      'Menü, 3 ungelesene Benachrichtigungen',
      'Menü, 11 ungelesene Benachrichtigungen',
      'Menü, 20+ ungelesene Benachrichtigungen',
      'Menü',
    ],
  },
  es: {
    home: 'Inicio',
    main: 'Principal',
    menu: [
      'Menú',
      'Menú, 1 notificación sin leer',
      'Menú, 2 notificaciones sin leer',
      'Menú, 3 notificaciones sin leer',
      'Menú, 11 notificaciones sin leer',
      'Menú, 20+ notificaciones sin leer',
      'Menú',
    ],
  },
  ar: {
    home: 'الرئيسية',
    main: 'التنقل الرئيسي',
    menu: [
      'القائمة',
      'القائمة، إشعار واحد غير مقروء',
      'القائمة، إشعاران غير مقروءين',
      'القائمة، 3 إشعارات غير مقروءة',
      'القائمة، 11 إشعارًا غير مقروء',
      'القائمة، 20+ إشعارًا غير مقروء',
      'القائمة',
    ],
  },
}

/** What an id looks like (`nav.home`): no text or name on screen may be one. */
const RAW_ID = /^[a-z]+\.[a-zA-Z.]+$/

/** Every text and every name (aria-label, title, placeholder) in the page, dialogs included. */
function wordsOnScreen(): string[] {
  const words: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) words.push(walker.currentNode.textContent?.trim() ?? '')
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      const value = element.getAttribute(name)
      if (value !== null) words.push(value.trim())
    }
  }
  return words.filter(Boolean)
}

/** The notifications' first page as the server sends it: `unread` of them unread. */
function notifications(unread: number, more = false) {
  return {
    pages: [
      {
        notifications: Array.from({ length: unread }, () => makeNotification()),
        nextCursor: more ? '20' : null,
      },
    ],
    pageParams: [null],
  }
}

test.each(Object.keys(LANGUAGES) as Language[])(
  'the shell in %s: every word translated, no id shown, the unread count in its plural',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = createI18n(language)
    await loadLanguage(i18n, language)
    const { email } = await signedInUser()
    store.notifications.push(makeNotification())
    const { user, queryClient } = renderWithAuth('/privacy', i18n)
    await screen.findByRole('heading', { level: 1, name: 'Privacy' })
    const main = within(screen.getByRole('navigation', { name: expected.main }))
    expect(main.getByRole('link', { name: expected.home })).toHaveAttribute('href', '/')
    await user.click(await screen.findByRole('button', { name: expected.menu[1] }))
    await screen.findByRole('dialog', { name: expected.menu[0] })
    act(() => onlineManager.setOnline(false))
    try {
      await screen.findByRole('status')
      const raw = wordsOnScreen().filter((word) => RAW_ID.test(word))
      expect(raw).toEqual([])
    } finally {
      act(() => onlineManager.setOnline(true))
    }

    // The menu's count, for each form the language has (the menu is open: the button is closed).
    await user.keyboard('{Escape}')
    const key = notificationQueries.list(email).queryKey
    const counts = [
      notifications(0),
      notifications(1),
      notifications(2),
      notifications(3),
      notifications(11),
      notifications(20, true),
      notifications(0, true),
    ]
    for (const [index, data] of counts.entries()) {
      act(() => queryClient.setQueryData(key, data))
      expect(await screen.findByRole('button', { name: expected.menu[index] })).toBeInTheDocument()
    }
  },
)

test('the Language chooser shows the page’s language among the five, each named in itself, in the bar and the footer', async () => {
  const i18n = createI18n('fr')
  await loadLanguage(i18n, 'fr')
  renderWithAuth('/privacy', i18n)
  await screen.findByRole('heading', { level: 1, name: 'Privacy' })
  // Named in the page's language with the English word beside it, for whoever cannot read it.
  const choosers = screen.getAllByRole('combobox', { name: 'Langue (Language)' })
  expect(choosers).toHaveLength(2)
  const footer = within(screen.getByRole('contentinfo')).getByRole('combobox', {
    name: 'Langue (Language)',
  })
  expect(footer).toHaveValue('fr')
  const options = within(footer).getAllByRole('option')
  expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
    ['en', 'English'],
    ['fr', 'Français'],
    ['de', 'Deutsch'],
    ['es', 'Español'],
    ['ar', 'العربية'],
  ])
  expect(options[4]).toHaveAttribute('lang', 'ar')
})
