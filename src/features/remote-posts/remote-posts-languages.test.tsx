// A post from another server, in the Following feed, in each of Quill's languages
// (docs/decisions/0077): the card's words, Like and Reply and the reply box translated, and no id
// shown; in English, as they were.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { addProfile, makeRemoteFollow, makeRemotePost, store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'

/** The home tabs' remembered choice (src/routes/-home-tabs.tsx, which a feature may not import). */
const HOME_TAB_KEY = 'homeTab'

afterEach(() => {
  resetSession()
  localStorage.removeItem(HOME_TAB_KEY)
})

const EXPECTED: Record<
  Language,
  { from: string; readOn: string; like: string; reply: string; box: string; send: string }
> = {
  en: {
    from: 'From sea.example',
    readOn: 'Read on sea.example: Tides and moons (opens in a new tab)',
    like: 'Like Tides and moons on sea.example',
    reply: 'Reply to Tides and moons on sea.example',
    box: 'Your reply to “Tides and moons”',
    send: 'Send reply',
  },
  fr: {
    from: 'De sea.example',
    // The name joins the visible and the hidden text: the space French puts before a colon, at the
    // hidden text's start, is not part of it.
    readOn: 'Lire sur sea.example: Tides and moons (s’ouvre dans un nouvel onglet)',
    like: 'Aimer Tides and moons sur sea.example',
    reply: 'Répondre à Tides and moons sur sea.example',
    box: 'Votre réponse à « Tides and moons »',
    send: 'Envoyer la réponse',
  },
  de: {
    from: 'Von sea.example',
    readOn: 'Auf sea.example lesen: Tides and moons (öffnet in einem neuen Tab)',
    like: 'Tides and moons auf sea.example mit „Gefällt mir“ markieren',
    reply: 'Auf Tides and moons auf sea.example antworten',
    box: 'Ihre Antwort auf „Tides and moons“',
    send: 'Antwort senden',
  },
  es: {
    from: 'Desde sea.example',
    readOn: 'Leer en sea.example: Tides and moons (se abre en una pestaña nueva)',
    like: 'Me gusta Tides and moons en sea.example',
    reply: 'Responder a Tides and moons en sea.example',
    box: 'Tu respuesta a «Tides and moons»',
    send: 'Enviar respuesta',
  },
  ar: {
    from: 'من sea.example',
    readOn: 'القراءة على sea.example: Tides and moons (تُفتح في علامة تبويب جديدة)',
    like: 'الإعجاب بـTides and moons على sea.example',
    reply: 'الرد على Tides and moons على sea.example',
    box: 'ردك على «Tides and moons»',
    send: 'إرسال الرد',
  },
}

test.each(EVERY_LANGUAGE)('a remote post’s card, Like and Reply in %s', async (language) => {
  const expected = EXPECTED[language]
  signInAs()
  addProfile(TEST_USER.uid, 'Me', { handle: 'me' })
  const post = makeRemotePost(
    { handle: 'ada@sea.example', instance: 'sea.example', url: 'https://sea.example/@ada/1' },
    {
      _id: 'remote-tides',
      postTitle: 'Tides and moons',
      postBody: 'The moon pulls the sea twice a day.',
      authorDisplayName: 'Ada Moreno',
    },
  )
  store.remoteAccounts.set('ada@sea.example', { name: 'Ada Moreno', icon: '', posts: [post] })
  store.remoteFollows.set(TEST_USER.uid, [makeRemoteFollow()])
  // The Following tab chosen before (the home tabs' own words are not this area's).
  localStorage.setItem(HOME_TAB_KEY, 'following')
  const { user } = renderApp('/', undefined, await strictTranslator(language))
  const card = await screen.findByRole('article', { name: 'Tides and moons' })
  expect(within(card).getByText(expected.from)).toBeVisible()
  expect(within(card).getByRole('link', { name: expected.readOn })).toBeInTheDocument()
  expect(await within(card).findByRole('button', { name: expected.like })).toBeInTheDocument()
  await user.click(within(card).getByRole('button', { name: expected.reply }))
  expect(await within(card).findByRole('textbox', { name: expected.box })).toBeInTheDocument()
  expect(within(card).getByRole('button', { name: expected.send })).toBeInTheDocument()
  expect(document.body.textContent).not.toMatch(/remotePost(s|Actions)\.[a-zA-Z]+/)
})
