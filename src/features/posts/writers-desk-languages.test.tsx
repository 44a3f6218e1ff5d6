// A draft's own page in each of Quill's languages (docs/decisions/0077, ADR 0078): its banner,
// Publish and Edit, what a draft lacks, a scheduled post's time in the language's own form, and
// Unpublish's question and toast on a published post's page.
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { storePost } from '../../../mocks/store'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { formatDate } from '../../lib/dates'

beforeEach(() => {
  Element.prototype.setPointerCapture ??= () => undefined
})
afterEach(resetSession)

interface Expected {
  draft: string
  publish: string
  publishNow: string
  edit: string
  needsImage: string
  openEditor: string
  scheduledFor: (date: string) => string
  untilThen: string
  unpublish: string
  unpublished: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    draft: 'Draft — only you can see this',
    publish: 'Publish',
    publishNow: 'Publish now',
    edit: 'Edit',
    needsImage: 'It cannot be published without an image: add one in the editor.',
    openEditor: 'Open the editor',
    scheduledFor: (date) => `Scheduled for ${date}`,
    untilThen: 'Only you can see it until then.',
    unpublish: 'Unpublish',
    unpublished: 'Post unpublished: it is a draft again',
  },
  fr: {
    draft: 'Brouillon — vous seul pouvez le voir',
    publish: 'Publier',
    publishNow: 'Publier maintenant',
    edit: 'Modifier',
    needsImage: 'Il ne peut pas être publié sans image : ajoutez-en une dans l’éditeur.',
    openEditor: 'Ouvrir l’éditeur',
    scheduledFor: (date) => `Programmé pour le ${date}`,
    untilThen: 'Vous seul pouvez le voir jusque-là.',
    unpublish: 'Dépublier',
    unpublished: 'Article dépublié : c’est de nouveau un brouillon',
  },
  de: {
    draft: 'Entwurf — nur Sie können ihn sehen',
    publish: 'Veröffentlichen',
    publishNow: 'Jetzt veröffentlichen',
    edit: 'Bearbeiten',
    needsImage: 'Ohne Bild kann er nicht veröffentlicht werden: Fügen Sie im Editor eines hinzu.',
    openEditor: 'Editor öffnen',
    scheduledFor: (date) => `Geplant für ${date}`,
    untilThen: 'Bis dahin können nur Sie ihn sehen.',
    unpublish: 'Zurückziehen',
    unpublished: 'Beitrag zurückgezogen: Er ist wieder ein Entwurf',
  },
  es: {
    draft: 'Borrador — solo tú puedes verlo',
    publish: 'Publicar',
    publishNow: 'Publicar ahora',
    edit: 'Editar',
    needsImage: 'No se puede publicar sin imagen: añade una en el editor.',
    openEditor: 'Abrir el editor',
    scheduledFor: (date) => `Programada para el ${date}`,
    untilThen: 'Hasta entonces, solo tú puedes verla.',
    unpublish: 'Despublicar',
    unpublished: 'Entrada despublicada: vuelve a ser un borrador',
  },
  ar: {
    draft: 'مسودة — لا يراها أحد غيرك',
    publish: 'نشر',
    publishNow: 'النشر الآن',
    edit: 'تعديل',
    needsImage: 'لا يمكن نشرها من دون صورة: أضف صورة في المحرر.',
    openEditor: 'فتح المحرر',
    scheduledFor: (date) => `مجدولة للنشر في ${date}`,
    untilThen: 'لا يراها أحد غيرك حتى ذلك الحين.',
    unpublish: 'إلغاء النشر',
    unpublished: 'أُلغي نشر التدوينة: عادت مسودة',
  },
}

const mine = (overrides = {}) => {
  const me = signInAs()
  return storePost({ postTitle: 'Tides', authorId: me.uid, author: me.email, ...overrides })
}

test.each(EVERY_LANGUAGE)(
  'a draft’s page in %s: its banner, Publish and Edit, and what it lacks',
  async (language) => {
    const expected = EXPECTED[language]
    const draft = mine({ status: 'draft', image: '' })
    const { user } = renderApp(`/post/${draft._id}`, undefined, await strictTranslator(language))
    const top = await screen.findByRole('region', { name: expected.draft })
    expect(await within(top).findByRole('link', { name: expected.edit })).toBeVisible()
    await user.click(within(top).getByRole('button', { name: expected.publish }))
    expect(await within(top).findByText(expected.needsImage, { exact: false })).toBeVisible()
    expect(within(top).getByRole('link', { name: expected.openEditor })).toBeVisible()
  },
)

test.each(EVERY_LANGUAGE)(
  'a scheduled post’s page in %s: its time in the language, and Publish now',
  async (language) => {
    const expected = EXPECTED[language]
    const publishAt = '2030-03-01T14:05:00.000Z'
    const post = mine({ status: 'scheduled', publishAt })
    const i18n = await strictTranslator(language)
    renderApp(`/post/${post._id}`, undefined, i18n)
    const top = await screen.findByRole('region', {
      name: expected.scheduledFor(formatDate(publishAt, language)),
    })
    expect(within(top).getByText(expected.untilThen)).toBeVisible()
    expect(await within(top).findByRole('button', { name: expected.publishNow })).toBeVisible()
  },
)

test.each(EVERY_LANGUAGE)(
  'Unpublish on a published post’s page in %s: asked, then said, then the draft’s banner',
  async (language) => {
    const expected = EXPECTED[language]
    const post = mine()
    const { user } = renderApp(`/post/${post._id}`, undefined, await strictTranslator(language))
    await user.click(await screen.findByRole('button', { name: expected.unpublish }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: expected.unpublish }))
    expect(await screen.findByRole('region', { name: expected.draft })).toBeVisible()
    expect(await screen.findByText(expected.unpublished)).toBeInTheDocument()
  },
)
