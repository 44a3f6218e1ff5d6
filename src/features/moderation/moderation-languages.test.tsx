// Moderation in each of Quill's languages (docs/decisions/0077): the moderators' screen, the
// suspension dialog and Report on a post and a comment, every word translated, never an id
// shown, and the English of the spec unchanged.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { makeComment, makeReport, store } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { createTestQueryClient, renderApp } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { AppProviders } from '../../app-providers'
import moderation from '../../locales/en/moderation.messages.json'
import { CommentModeration, PostModeration } from './moderation'

afterEach(resetSession)

interface Expected {
  openReports: string
  hideComment: string
  dismiss: string
  nobodySuspended: string
  suspendCard: string
  suspendTitle: string
  suspend: string
  suspendEmpty: string
  reportPost: string
  reportComment: string
  commentsOn: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    openReports: 'Open reports',
    hideComment: 'Hide the comment by Troll',
    dismiss: 'Dismiss the report by Rita',
    nobodySuspended: 'Nobody is suspended.',
    suspendCard: 'Suspend Troll',
    suspendTitle: 'Suspend Troll?',
    suspend: 'Suspend',
    suspendEmpty: 'Say why, for the other moderators',
    reportPost: 'Report the post “Tides”',
    reportComment: 'Report the comment by Troll',
    commentsOn: 'Comments on',
  },
  fr: {
    openReports: 'Signalements en attente',
    hideComment: 'Masquer le commentaire de Troll',
    dismiss: 'Classer le signalement de Rita',
    nobodySuspended: 'Personne n’est suspendu.',
    suspendCard: 'Suspendre Troll',
    suspendTitle: 'Suspendre Troll\u202f?',
    suspend: 'Suspendre',
    suspendEmpty: 'Dites pourquoi, pour les autres modérateurs',
    reportPost: 'Signaler l’article «\u00a0Tides\u00a0»',
    reportComment: 'Signaler le commentaire de Troll',
    commentsOn: 'Commentaires activés',
  },
  de: {
    openReports: 'Offene Meldungen',
    hideComment: 'Kommentar von Troll ausblenden',
    dismiss: 'Meldung von Rita verwerfen',
    nobodySuspended: 'Niemand ist gesperrt.',
    suspendCard: 'Troll sperren',
    suspendTitle: 'Troll sperren?',
    suspend: 'Sperren',
    suspendEmpty: 'Sagen Sie warum, für die anderen Moderatoren',
    reportPost: 'Beitrag „Tides“ melden',
    reportComment: 'Kommentar von Troll melden',
    commentsOn: 'Kommentare an',
  },
  es: {
    openReports: 'Denuncias pendientes',
    hideComment: 'Ocultar el comentario de Troll',
    dismiss: 'Descartar la denuncia de Rita',
    nobodySuspended: 'No hay nadie suspendido.',
    suspendCard: 'Suspender a Troll',
    suspendTitle: '¿Suspender a Troll?',
    suspend: 'Suspender',
    suspendEmpty: 'Di por qué, para los demás moderadores',
    reportPost: 'Denunciar la entrada «Tides»',
    reportComment: 'Denunciar el comentario de Troll',
    commentsOn: 'Comentarios activados',
  },
  ar: {
    openReports: 'البلاغات المفتوحة',
    hideComment: 'إخفاء تعليق Troll',
    dismiss: 'رفض بلاغ Rita',
    nobodySuspended: 'لا أحد موقوف.',
    suspendCard: 'إيقاف Troll',
    suspendTitle: 'إيقاف Troll؟',
    suspend: 'إيقاف',
    suspendEmpty: 'اذكر السبب، من أجل المشرفين الآخرين',
    reportPost: 'الإبلاغ عن التدوينة «Tides»',
    reportComment: 'الإبلاغ عن تعليق Troll',
    commentsOn: 'التعليقات مفعّلة',
  },
}

/** What an id looks like (`moderation.hide`): no text or name on screen may be one. */
const RAW_ID = /^[a-z]+[A-Za-z]*\.[a-zA-Z.]+$/

function rawIdsOnScreen(): string[] {
  const words: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) words.push(walker.currentNode.textContent?.trim() ?? '')
  for (const element of document.body.querySelectorAll('[aria-label], [title], [placeholder]')) {
    for (const name of ['aria-label', 'title', 'placeholder']) {
      words.push(element.getAttribute(name)?.trim() ?? '')
    }
  }
  return words.filter((word) => RAW_ID.test(word))
}

test.each(EVERY_LANGUAGE)(
  'the moderators’ screen in %s: reports, suspensions and the suspension dialog',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = await strictTranslator(language)
    signInAs()
    store.moderators.add(TEST_USER.email.toLowerCase())
    store.reports.push(makeReport())
    const { user } = renderApp('/moderation', createTestQueryClient(), i18n)
    const reports = await screen.findByRole('list', { name: expected.openReports })
    expect(within(reports).getByRole('button', { name: expected.hideComment })).toBeVisible()
    expect(within(reports).getByRole('button', { name: expected.dismiss })).toBeVisible()
    expect(await screen.findByText(expected.nobodySuspended)).toBeVisible()
    expect(rawIdsOnScreen()).toEqual([])

    await user.click(within(reports).getByRole('button', { name: expected.suspendCard }))
    const dialog = await screen.findByRole('dialog', { name: expected.suspendTitle })
    await user.click(within(dialog).getByRole('button', { name: expected.suspend }))
    expect(within(dialog).getByText(expected.suspendEmpty)).toBeInTheDocument()
    expect(rawIdsOnScreen()).toEqual([])
  },
)

test.each(EVERY_LANGUAGE)(
  'under a post in %s: Report names the post and the comment; the author’s switch',
  async (language) => {
    const expected = EXPECTED[language]
    const i18n = await strictTranslator(language)
    const me = signInAs()
    const user = userEvent.setup()
    const post = {
      _id: 'p1',
      authorId: 'someone-else',
      postTitle: 'Tides',
      commentsEnabled: true,
    }
    const comment = makeComment({ userId: 'uid-troll', userName: 'Troll' })
    const queryClient = createTestQueryClient()
    const { rerender } = render(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <PostModeration post={post} user={me} />
        <CommentModeration comment={comment} user={me} postAuthorId="someone-else" />
      </AppProviders>,
    )
    await user.click(await screen.findByRole('button', { name: expected.reportPost }))
    expect(await screen.findByRole('dialog', { name: expected.reportPost })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: expected.reportComment })).toBeInTheDocument()
    expect(rawIdsOnScreen()).toEqual([])
    rerender(
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <PostModeration post={{ ...post, authorId: me.uid }} user={me} />
      </AppProviders>,
    )
    expect(await screen.findByRole('switch', { name: expected.commentsOn })).toBeChecked()
  },
)

/** The way to the reports names how many wait, in each language's plural forms: 0, 1, 2, 3, 11, 100. */
const WAITING: Record<Language, string[]> = {
  en: [
    'Moderation: 0 open reports',
    'Moderation: 1 open report',
    'Moderation: 2 open reports',
    'Moderation: 3 open reports',
    'Moderation: 11 open reports',
    'Moderation: 100 open reports',
  ],
  fr: [
    'Modération\u00a0: 0 signalement en attente',
    'Modération\u00a0: 1 signalement en attente',
    'Modération\u00a0: 2 signalements en attente',
    'Modération\u00a0: 3 signalements en attente',
    'Modération\u00a0: 11 signalements en attente',
    'Modération\u00a0: 100 signalements en attente',
  ],
  de: [
    'Moderation: 0 offene Meldungen',
    'Moderation: 1 offene Meldung',
    'Moderation: 2 offene Meldungen',
    'Moderation: 3 offene Meldungen',
    'Moderation: 11 offene Meldungen',
    'Moderation: 100 offene Meldungen',
  ],
  es: [
    'Moderación: 0 denuncias pendientes',
    'Moderación: 1 denuncia pendiente',
    'Moderación: 2 denuncias pendientes',
    'Moderación: 3 denuncias pendientes',
    'Moderación: 11 denuncias pendientes',
    'Moderación: 100 denuncias pendientes',
  ],
  ar: [
    'الإشراف: لا بلاغات مفتوحة',
    'الإشراف: بلاغ واحد مفتوح',
    'الإشراف: بلاغان مفتوحان',
    'الإشراف: 3 بلاغات مفتوحة',
    'الإشراف: 11 بلاغًا مفتوحًا',
    'الإشراف: 100 بلاغ مفتوح',
  ],
}

test.each(EVERY_LANGUAGE)('the open reports counted in %s’s plural forms', async (language) => {
  const i18n = await strictTranslator(language)
  const said = [0, 1, 2, 3, 11, 100].map((count) =>
    i18n._('moderation.linkWaiting', { count }, moderation),
  )
  expect(said).toEqual(WAITING[language])
})
