// What the entities say in each of Quill's languages (docs/decisions/0077): a post's Edited line,
// with the date inside the sentence, and the notice a suspended writer reads before writing; the
// notice's title is the contract's sentence in English, so the two cannot drift.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../contract/languages'
import { moderationMessages } from '../../contract/moderation'
import { storePost, suspendInStore } from '../../mocks/store'
import { renderApp } from '../../tests/setup/render'
import { TEST_USER, resetSession, signInAs, signOut } from '../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../tests/setup/languages'
import { createI18n } from '../lib/i18n/i18n'
import suspendedNotice from '../locales/en/suspended-notice.messages.json'

afterEach(resetSession)

const EXPECTED: Record<Language, { edited: RegExp; suspended: string }> = {
  en: {
    edited: /^Edited \(.+\)$/,
    suspended: 'Your account is suspended: you cannot write for now',
  },
  fr: {
    edited: /^Modifié \(.+\)$/,
    suspended: 'Votre compte est suspendu : vous ne pouvez pas écrire pour le moment',
  },
  de: {
    edited: /^Bearbeitet \(.+\)$/,
    suspended: 'Ihr Konto ist gesperrt: Sie können vorerst nichts schreiben',
  },
  es: {
    edited: /^Editado \(.+\)$/,
    suspended: 'Tu cuenta está suspendida: por ahora no puedes escribir',
  },
  ar: { edited: /^عُدّل \(.+\)$/, suspended: 'حسابك موقوف: لا يمكنك الكتابة حاليًا' },
}

test.each(EVERY_LANGUAGE)('a post’s Edited line in %s, its date inside', async (language) => {
  signOut()
  const post = storePost({ editDate: '2026-02-02T02:02:02.000Z' })
  renderApp(`/post/${post._id}`, undefined, await strictTranslator(language))
  const article = await screen.findByRole('article')
  expect(within(article).getByText(EXPECTED[language].edited)).toBeInTheDocument()
})

test.each(EVERY_LANGUAGE)('the suspended writer’s notice in %s', async (language) => {
  signInAs()
  suspendInStore(TEST_USER.uid)
  renderApp('/new-post', undefined, await strictTranslator(language))
  expect(await screen.findByText(EXPECTED[language].suspended)).toBeInTheDocument()
})

test('the notice’s title is the contract’s sentence, in English', () => {
  expect(createI18n('en')._('suspendedNotice.title', {}, suspendedNotice)).toBe(
    moderationMessages.suspended,
  )
})
