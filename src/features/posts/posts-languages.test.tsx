// Post cards, the post page and Manage posts in each of Quill's languages (docs/decisions/0077):
// every name a reader or a screen reader meets, its counts in the language's plural forms.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { makeComment, makePost, store } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'

afterEach(resetSession)

interface Expected {
  readMore: string
  comments: string
  like: string
  minutes: string
  edit: string
  delete: string
  question: string
  empty: string
  drafts: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    readMore: 'Read more about Tides',
    comments: '3 comments on Tides',
    like: 'Sign in to like Tides (2 likes)',
    minutes: '1 min read',
    edit: 'Edit',
    delete: 'Delete',
    question: 'are you sure to delete this post?',
    empty: 'You have no drafts.',
    drafts: 'Drafts',
  },
  fr: {
    readMore: 'Lire la suite de « Tides »',
    comments: '3 commentaires sur Tides',
    like: 'Connectez-vous pour aimer Tides (2 j’aime)',
    minutes: '1 min de lecture',
    edit: 'Modifier',
    delete: 'Supprimer',
    question: 'Voulez-vous vraiment supprimer cet article ?',
    empty: 'Vous n’avez aucun brouillon.',
    drafts: 'Brouillons',
  },
  de: {
    readMore: 'Weiterlesen über „Tides“',
    comments: '3 Kommentare zu Tides',
    like: 'Melden Sie sich an, um Tides zu liken (2 Likes)',
    minutes: '1 Min. Lesezeit',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    question: 'Möchten Sie diesen Beitrag wirklich löschen?',
    empty: 'Sie haben keine Entwürfe.',
    drafts: 'Entwürfe',
  },
  es: {
    readMore: 'Leer más sobre «Tides»',
    comments: '3 comentarios en Tides',
    like: 'Inicia sesión para dar me gusta a Tides (2 me gusta)',
    minutes: '1 min de lectura',
    edit: 'Editar',
    delete: 'Eliminar',
    question: '¿Seguro que quieres eliminar esta entrada?',
    empty: 'No tienes borradores.',
    drafts: 'Borradores',
  },
  ar: {
    readMore: 'اقرأ المزيد عن «Tides»',
    comments: '3 تعليقات على Tides',
    like: 'سجّل الدخول لتُعجب بـTides (إعجابان)',
    minutes: 'قراءة في دقيقة واحدة',
    edit: 'تعديل',
    delete: 'حذف',
    question: 'هل أنت متأكد من حذف هذه التدوينة؟',
    empty: 'ليست لديك مسودات.',
    drafts: 'المسودات',
  },
}

test.each(EVERY_LANGUAGE)(
  'a post card in %s: Read more, the counts and the reading time in the language',
  async (language) => {
    const expected = EXPECTED[language]
    signOut()
    const post = makePost({ postTitle: 'Tides', likeCount: 2 })
    store.posts.push(post)
    store.comments.push(...[1, 2, 3].map(() => makeComment({ postId: post._id })))
    renderApp('/', undefined, await strictTranslator(language))
    const card = await screen.findByRole('article', { name: 'Tides' })
    expect(within(card).getByRole('link', { name: expected.readMore })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: expected.comments })).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: expected.like })).toBeInTheDocument()
    expect(within(card).getByText(expected.minutes)).toBeInTheDocument()
  },
)

test.each(EVERY_LANGUAGE)(
  'Manage posts in %s: Edit, Delete, its question and an empty filter',
  async (language) => {
    const expected = EXPECTED[language]
    const me = signInAs()
    store.posts.push(makePost({ postTitle: 'Mine', author: me.email }))
    const { user } = renderApp('/managePosts', undefined, await strictTranslator(language))
    const card = await screen.findByRole('article', { name: 'Mine' })
    expect(within(card).getByRole('link', { name: expected.edit })).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: expected.delete }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(expected.question)).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await user.click(screen.getByRole('radio', { name: expected.drafts }))
    expect(await screen.findByText(expected.empty)).toBeInTheDocument()
  },
)
