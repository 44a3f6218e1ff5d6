// The notifications screen in each of Quill's languages (docs/decisions/0077): each headline a
// whole sentence in the language's word order, the unread count, the card's buttons.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { makeNotification, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  { liked: string; replied: string; unread: string; openPost: string; markAll: string }
> = {
  en: {
    liked: 'Grace liked “Tides”',
    replied: 'Sam replied to you on “Tides”',
    unread: '2 unread',
    openPost: 'Open post',
    markAll: 'Mark all read',
  },
  fr: {
    liked: 'Grace a aimé « Tides »',
    replied: 'Sam vous a répondu sur « Tides »',
    unread: '2 non lues',
    openPost: 'Ouvrir l’article',
    markAll: 'Tout marquer comme lu',
  },
  de: {
    liked: 'Grace gefällt „Tides“',
    replied: 'Sam hat Ihnen zu „Tides“ geantwortet',
    unread: '2 ungelesen',
    openPost: 'Beitrag öffnen',
    markAll: 'Alle als gelesen markieren',
  },
  es: {
    liked: 'A Grace le gustó «Tides»',
    replied: 'Sam te respondió en «Tides»',
    unread: '2 sin leer',
    openPost: 'Abrir entrada',
    markAll: 'Marcar todo como leído',
  },
  ar: {
    liked: 'أُعجب Grace بـ«Tides»',
    replied: 'ردّ عليك Sam في «Tides»',
    unread: '2 غير مقروء',
    openPost: 'فتح التدوينة',
    markAll: 'تعليم الكل كمقروء',
  },
}

test.each(EVERY_LANGUAGE)(
  'notifications in %s: headlines, the unread count and the buttons',
  async (language) => {
    const expected = EXPECTED[language]
    signInAs()
    const about = { postId: 'post-9', postTitle: 'Tides', actorId: 'grace' }
    store.notifications.push(
      makeNotification({ ...about, type: 'like', detail: 'Tides', actorName: 'Grace' }),
      makeNotification({ ...about, type: 'reply', detail: 'Tides: yes', actorName: 'Sam' }),
    )
    renderApp('/notifications', undefined, await strictTranslator(language))
    const card = await screen.findByRole('listitem', { name: expected.liked })
    expect(within(card).getByRole('link', { name: expected.openPost })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: expected.replied })).toBeInTheDocument()
    expect(screen.getByText(expected.unread)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: expected.markAll })).toBeInTheDocument()
  },
)
