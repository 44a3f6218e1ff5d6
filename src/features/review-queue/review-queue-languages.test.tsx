// The editors' review queue in each of Quill's languages (docs/decisions/0077): the list, a card's
// byline and buttons, and the Send back dialog with its rule, every word translated and no id
// shown; the rule's English stays the contract's (the server answers with the same words).
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { REVIEW_NOTE_MAX, reviewMessages } from '../../../contract/reviews'
import { store, storePost } from '../../../mocks/store'
import { createI18n } from '../../lib/i18n/i18n'
import reviewQueue from '../../locales/en/review-queue.messages.json'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    list: string
    byline: RegExp
    publish: string
    sendBack: string
    dialog: string
    noteRequired: string
  }
> = {
  en: {
    list: 'Drafts waiting for review',
    byline: /^Carl Contributor · submitted/,
    publish: 'Publish',
    sendBack: 'Send back',
    dialog: 'Send back to the author',
    noteRequired: 'Write a note for the author',
  },
  fr: {
    list: 'Brouillons en attente de relecture',
    byline: /^Carl Contributor · soumis le/,
    publish: 'Publier',
    sendBack: 'Renvoyer',
    dialog: 'Renvoyer à l’auteur',
    noteRequired: 'Écrivez une note pour l’auteur',
  },
  de: {
    list: 'Entwürfe, die auf Prüfung warten',
    byline: /^Carl Contributor · eingereicht am/,
    publish: 'Veröffentlichen',
    sendBack: 'Zurückschicken',
    dialog: 'An den Autor zurückschicken',
    noteRequired: 'Schreiben Sie eine Notiz für den Autor',
  },
  es: {
    list: 'Borradores en espera de revisión',
    byline: /^Carl Contributor · enviada el/,
    publish: 'Publicar',
    sendBack: 'Devolver',
    dialog: 'Devolver al autor',
    noteRequired: 'Escribe una nota para el autor',
  },
  ar: {
    list: 'مسودات بانتظار المراجعة',
    byline: /^Carl Contributor · أُرسلت في/,
    publish: 'نشر',
    sendBack: 'إعادة',
    dialog: 'الإعادة إلى الكاتب',
    noteRequired: 'اكتب ملاحظة للكاتب',
  },
}

test.each(EVERY_LANGUAGE)('the review queue and its Send back dialog in %s', async (language) => {
  const expected = EXPECTED[language]
  store.staff.set(TEST_USER.email.toLowerCase(), {
    uid: TEST_USER.uid,
    role: 'editor',
    since: new Date().toISOString(),
  })
  storePost({
    postTitle: 'Needs work',
    status: 'draft',
    authorId: 'carl',
    author: 'carl@example.com',
    authorDisplayName: 'Carl Contributor',
    review: { state: 'submitted', submittedAt: '2026-11-28T10:00:00.000Z' },
  })
  signInAs()
  const { user } = renderApp('/reviews', undefined, await strictTranslator(language))
  const list = await screen.findByRole('list', { name: expected.list })
  const card = within(list).getByRole('listitem', { name: 'Needs work' })
  expect(within(card).getByText(expected.byline)).toBeVisible()
  expect(within(card).getByRole('button', { name: expected.publish })).toBeVisible()

  await user.click(within(card).getByRole('button', { name: expected.sendBack }))
  const dialog = await screen.findByRole('dialog', { name: expected.dialog })
  await user.click(within(dialog).getByRole('button', { name: expected.sendBack }))
  expect(await within(dialog).findByText(expected.noteRequired)).toBeVisible()
  expect(document.body.textContent).not.toMatch(/reviewQueue\.[a-zA-Z]+/)
})

test('the Send back rules read in English as the contract words them', () => {
  const english = createI18n('en')
  expect(english._('reviewQueue.noteRequired', undefined, reviewQueue)).toBe(
    reviewMessages.noteRequired,
  )
  expect(english._('reviewQueue.noteTooLong', { max: REVIEW_NOTE_MAX }, reviewQueue)).toBe(
    reviewMessages.noteTooLong,
  )
})

test('the way to the queue counts the drafts in the language’s plural forms', () => {
  const english = createI18n('en')
  const link = (count: number, more = false) =>
    english._('reviewQueue.linkCount', { count, more }, reviewQueue)
  expect([link(0), link(1), link(2), link(20, true)]).toEqual([
    'Review queue: 0 drafts waiting',
    'Review queue: 1 draft waiting',
    'Review queue: 2 drafts waiting',
    'Review queue: 20+ drafts waiting',
  ])
})
