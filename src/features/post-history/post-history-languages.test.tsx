// A post's history in each of Quill's languages (docs/decisions/0077): the versions, what one
// would change back and Restore translated, and no id shown; in English, its words as they were.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import type { Revision } from '../../../contract/revisions'
import { mockId, store, storePost } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  { versions: string; now: string; versionOf: RegExp; restore: string; removed: string }
> = {
  en: {
    versions: 'Versions',
    now: 'Now',
    versionOf: /^The version of /,
    restore: 'Restore this version',
    removed: 'removed: wild',
  },
  fr: {
    versions: 'Versions',
    now: 'Actuelle',
    versionOf: /^La version du /,
    restore: 'Restaurer cette version',
    removed: 'supprimé : wild',
  },
  de: {
    versions: 'Versionen',
    now: 'Aktuell',
    versionOf: /^Die Version vom /,
    restore: 'Diese Version wiederherstellen',
    removed: 'entfernt: wild',
  },
  es: {
    versions: 'Versiones',
    now: 'Actual',
    versionOf: /^La versión del /,
    restore: 'Restaurar esta versión',
    removed: 'eliminado: wild',
  },
  ar: {
    versions: 'النسخ',
    now: 'الحالية',
    versionOf: /^نسخة /,
    restore: 'استعادة هذه النسخة',
    removed: 'محذوف: wild',
  },
}

/** What an id looks like (`postHistory.restore`): no text or name on screen may be one. */
const RAW_ID = /^[a-z]+[a-zA-Z]*\.[a-zA-Z.]+$/
function idsOnScreen(): string[] {
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

test.each(EVERY_LANGUAGE)('the history of a post in %s', async (language) => {
  const expected = EXPECTED[language]
  const me = signInAs()
  const post = storePost({
    postTitle: 'Tides today',
    postBody: 'The sea was calm and grey.',
    author: me.email,
    authorId: me.uid,
    tags: ['sea'],
  })
  const version = (postBody: string, date: string): Revision => ({
    _id: mockId(),
    postId: post._id,
    postTitle: post.postTitle,
    postBody,
    tags: ['sea'],
    image: post.image,
    date,
    authorId: me.uid,
  })
  store.revisions.set(post._id, [
    version('The sea was calm and grey.', '2026-11-03T10:00:00.000Z'),
    version('The sea was wild and grey.', '2026-11-02T10:00:00.000Z'),
  ])
  renderApp(`/post-history/${post._id}`, undefined, await strictTranslator(language))

  const versions = within(await screen.findByRole('navigation', { name: expected.versions }))
  expect(versions.getAllByRole('button')[0]).toHaveTextContent(expected.now)
  const changes = await screen.findByRole('region', { name: expected.versionOf })
  expect(within(changes).getByRole('button', { name: expected.restore })).toBeInTheDocument()
  expect(changes.querySelector('del')).toHaveTextContent(expected.removed)
  expect(idsOnScreen()).toEqual([])
})
