// A post's comments in each of Quill's languages (docs/decisions/0077): the heading, the count in
// the language's plural forms, the spec's sentence for a visitor, a thread's buttons and names.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { NewCommentInputSchema } from '../../../contract/comments'
import { moderationMessages } from '../../../contract/moderation'
import { makeComment, store, storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createI18n } from '../../lib/i18n/i18n'
import comments from '../../locales/en/comments.messages.json'

afterEach(resetSession)

interface Expected {
  heading: string
  none: string
  two: string
  mustLogIn: string
  reply: string
  hide: string
  label: string
  add: string
  block: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    heading: 'Comments',
    none: '0 comments',
    two: '2 comments',
    mustLogIn: 'You must logged in for make a comment',
    reply: 'Reply to Rita Reader',
    hide: 'Hide replies',
    label: 'Comment',
    add: 'Add comment',
    block: 'Block Rita Reader',
  },
  fr: {
    heading: 'Commentaires',
    none: '0 commentaire',
    two: '2 commentaires',
    mustLogIn: 'Vous devez être connecté pour commenter',
    reply: 'Répondre à Rita Reader',
    hide: 'Masquer les réponses',
    label: 'Commentaire',
    add: 'Ajouter un commentaire',
    block: 'Bloquer Rita Reader',
  },
  de: {
    heading: 'Kommentare',
    none: '0 Kommentare',
    two: '2 Kommentare',
    mustLogIn: 'Sie müssen angemeldet sein, um zu kommentieren',
    reply: 'Rita Reader antworten',
    hide: 'Antworten ausblenden',
    label: 'Kommentar',
    add: 'Kommentar hinzufügen',
    block: 'Rita Reader blockieren',
  },
  es: {
    heading: 'Comentarios',
    none: '0 comentarios',
    two: '2 comentarios',
    mustLogIn: 'Debes iniciar sesión para comentar',
    reply: 'Responder a Rita Reader',
    hide: 'Ocultar respuestas',
    label: 'Comentario',
    add: 'Añadir comentario',
    block: 'Bloquear a Rita Reader',
  },
  ar: {
    heading: 'التعليقات',
    none: 'لا تعليقات',
    two: 'تعليقان',
    mustLogIn: 'يجب تسجيل الدخول لكتابة تعليق',
    reply: 'الرد على Rita Reader',
    hide: 'إخفاء الردود',
    label: 'التعليق',
    add: 'إضافة تعليق',
    block: 'حظر Rita Reader',
  },
}

test.each(EVERY_LANGUAGE)(
  'a post without comments, for a visitor, in %s: the heading, the count and the spec’s sentence',
  async (language) => {
    const expected = EXPECTED[language]
    signOut()
    const post = storePost()
    renderApp(`/post/${post._id}`, undefined, await strictTranslator(language))
    const section = await screen.findByRole('region', { name: expected.heading })
    expect(within(section).getByTestId('comment-count')).toHaveTextContent(expected.none)
    expect(within(section).getByText(expected.mustLogIn)).toBeInTheDocument()
  },
)

test.each(EVERY_LANGUAGE)(
  'a thread, for a signed-in reader, in %s: the form, Reply, Block and the fold',
  async (language) => {
    const expected = EXPECTED[language]
    signInAs()
    const post = storePost()
    const parent = makeComment({ postId: post._id, userId: 'rita', comment: 'Lovely.' })
    store.comments.push(
      parent,
      makeComment({ postId: post._id, userId: 'rita', parentId: parent._id, comment: 'Indeed.' }),
    )
    renderApp(`/post/${post._id}`, undefined, await strictTranslator(language))
    const section = await screen.findByRole('region', { name: expected.heading })
    expect(within(section).getByTestId('comment-count')).toHaveTextContent(expected.two)
    expect(within(section).getByRole('textbox', { name: expected.label })).toBeInTheDocument()
    expect(within(section).getByRole('button', { name: expected.add })).toBeInTheDocument()
    const list = await within(section).findByRole('list', { name: expected.heading })
    expect(within(list).getAllByRole('button', { name: expected.reply })).not.toHaveLength(0)
    expect(within(list).getByRole('button', { name: expected.hide })).toBeInTheDocument()
    expect(await within(list).findAllByRole('button', { name: expected.block })).not.toHaveLength(0)
  },
)

test('the client’s copies of the server’s comment rules are the contract’s, in English', () => {
  const english = createI18n('en')
  const said = (id: keyof typeof comments) => english._(id, {}, comments)
  const refusal = (comment: string) =>
    NewCommentInputSchema.safeParse({ comment, postId: 'p' }).error?.issues[0]?.message
  expect(said('comments.required')).toBe(refusal(''))
  expect(said('comments.tooLong')).toBe(refusal('x'.repeat(5_001)))
  expect(said('comments.mustLogIn')).toBe('You must logged in for make a comment')
  expect(said('comments.closed')).toBe(moderationMessages.commentsClosed)
})
