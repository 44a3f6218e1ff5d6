// Following in each of Quill's languages (docs/decisions/0077): the Following screen's lists and
// buttons, and the Follow button with its count, a sentence whole in each language.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { addProfile, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  { authors: string; unfollow: string; elsewhere: string; follow: string; counts: string }
> = {
  en: {
    authors: 'Authors',
    unfollow: 'Unfollow Grace Hopper',
    elsewhere: 'Follow someone on another server',
    follow: 'Follow Alan Turing (2 followers)',
    counts: '0 posts · 2 followers',
  },
  fr: {
    authors: 'Auteurs',
    unfollow: 'Ne plus suivre Grace Hopper',
    elsewhere: 'Suivre quelqu’un sur un autre serveur',
    follow: 'Suivre Alan Turing (2 abonnés)',
    counts: '0 article · 2 abonnés',
  },
  de: {
    authors: 'Autoren',
    unfollow: 'Grace Hopper entfolgen',
    elsewhere: 'Jemandem auf einem anderen Server folgen',
    follow: 'Folgen: Alan Turing (2 Follower)',
    counts: '0 Beiträge · 2 Follower',
  },
  es: {
    authors: 'Autores',
    unfollow: 'Dejar de seguir a Grace Hopper',
    elsewhere: 'Seguir a alguien en otro servidor',
    follow: 'Seguir a Alan Turing (2 seguidores)',
    counts: '0 entradas · 2 seguidores',
  },
  ar: {
    authors: 'الكتّاب',
    unfollow: 'إلغاء متابعة Grace Hopper',
    elsewhere: 'متابعة شخص على خادم آخر',
    follow: 'متابعة Alan Turing (متابعان)',
    counts: 'لا تدوينات · متابعان',
  },
}

test.each(EVERY_LANGUAGE)(
  'the Following screen in %s: its lists, Unfollow and the form',
  async (language) => {
    const expected = EXPECTED[language]
    signInAs()
    addProfile('grace', 'Grace Hopper', { handle: 'grace' })
    store.authorFollows.set('grace', new Set([TEST_USER.uid]))
    renderApp('/following', undefined, await strictTranslator(language))
    const authors = await screen.findByRole('list', { name: expected.authors })
    expect(within(authors).getByRole('button', { name: expected.unfollow })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: expected.elsewhere })).toBeInTheDocument()
  },
)

test.each(EVERY_LANGUAGE)(
  'an author’s page in %s: the Follow button and the counts in the language’s plurals',
  async (language) => {
    const expected = EXPECTED[language]
    signInAs()
    addProfile('alan', 'Alan Turing')
    store.authorFollows.set('alan', new Set(['u1', 'u2']))
    renderApp('/author/alan', undefined, await strictTranslator(language))
    expect(await screen.findByRole('button', { name: expected.follow })).toBeInTheDocument()
    expect(screen.getByText(expected.counts)).toBeInTheDocument()
  },
)
