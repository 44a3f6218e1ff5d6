// Preview links in each of Quill's languages (docs/decisions/0077): the editor's button and its
// dialog, the preview page's notice, and its not-found page, with no message id left on screen.
import { screen, within } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { store, storePost } from '../../../mocks/store'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    share: string
    dialog: string
    link: string
    copy: string
    stop: string
    notice: string
    notFound: string
  }
> = {
  en: {
    share: 'Share preview link',
    dialog: 'Share a preview',
    link: 'Preview link',
    copy: 'Copy link',
    stop: 'Stop sharing',
    notice: 'Preview — not published yet',
    notFound: 'Preview not found',
  },
  fr: {
    share: 'Partager un lien d’aperçu',
    dialog: 'Partager un aperçu',
    link: 'Lien d’aperçu',
    copy: 'Copier le lien',
    stop: 'Arrêter le partage',
    notice: 'Aperçu — pas encore publié',
    notFound: 'Aperçu introuvable',
  },
  de: {
    share: 'Vorschaulink teilen',
    dialog: 'Eine Vorschau teilen',
    link: 'Vorschaulink',
    copy: 'Link kopieren',
    stop: 'Teilen beenden',
    notice: 'Vorschau — noch nicht veröffentlicht',
    notFound: 'Vorschau nicht gefunden',
  },
  es: {
    share: 'Compartir enlace de vista previa',
    dialog: 'Compartir una vista previa',
    link: 'Enlace de vista previa',
    copy: 'Copiar enlace',
    stop: 'Dejar de compartir',
    notice: 'Vista previa — aún no publicada',
    notFound: 'Vista previa no encontrada',
  },
  ar: {
    share: 'مشاركة رابط المعاينة',
    dialog: 'مشاركة معاينة',
    link: 'رابط المعاينة',
    copy: 'نسخ الرابط',
    stop: 'إيقاف المشاركة',
    notice: 'معاينة — لم تُنشر بعد',
    notFound: 'المعاينة غير موجودة',
  },
}

/** What an id looks like (`previewLink.share`): no text or name on screen may be one. */
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

test.each(EVERY_LANGUAGE)('sharing a draft in %s', async (language) => {
  const expected = EXPECTED[language]
  const me = signInAs()
  const post = storePost({
    postTitle: 'Tides today',
    author: me.email,
    authorId: me.uid,
    status: 'draft',
  })
  const { user } = renderApp(`/post-edit/${post._id}`, undefined, await strictTranslator(language))
  // The editor and the button's chunk load first: slower than a second when the machine is busy.
  await user.click(await screen.findByRole('button', { name: expected.share }, { timeout: 5000 }))
  const dialog = await screen.findByRole('dialog', { name: expected.dialog })
  expect(await within(dialog).findByLabelText(expected.link)).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: expected.copy })).toBeInTheDocument()
  expect(within(dialog).getByRole('button', { name: expected.stop })).toBeInTheDocument()
  expect(idsOnScreen()).toEqual([])
})

test.each(EVERY_LANGUAGE)('a preview, and a stopped one, in %s', async (language) => {
  const expected = EXPECTED[language]
  const post = storePost({ postTitle: 'Tides today', status: 'draft' })
  const token = 'L'.repeat(43)
  store.previewLinks.set(post._id, { token, path: `/preview/${token}`, createdAt: post.date })
  signOut()
  const i18n = await strictTranslator(language)
  const first = renderApp(`/preview/${token}`, undefined, i18n)
  expect(await screen.findByRole('status', { name: expected.notice })).toBeInTheDocument()
  expect(idsOnScreen()).toEqual([])
  first.unmount()

  store.previewLinks.clear()
  renderApp(`/preview/${token}`, undefined, i18n)
  expect(await screen.findByRole('heading', { name: expected.notFound })).toBeInTheDocument()
  expect(idsOnScreen()).toEqual([])
})
