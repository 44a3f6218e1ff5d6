// The editor in each of Quill's languages (docs/decisions/0077): the new-post form, its rules and
// its Schedule dialog, and a draft's edit screen, every word translated and no id shown; in
// English, the spec's words as they are (§2, §5, §9).
import { screen, within } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import type { Language } from '../../../contract/languages'
import { storePost } from '../../../mocks/store'
import { setUpEditorTests } from '../../../tests/setup/editor'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { signInAs } from '../../../tests/setup/signed-in'

vi.mock('../../lib/images/fit-image', () => ({ fitImage: vi.fn(async (file: File) => file) }))

setUpEditorTests()

interface Expected {
  title: string
  postText: string
  image: RegExp
  tags: string
  bold: string
  saveDraft: string
  publish: string
  schedule: string
  scheduleTitle: string
  publishOn: string
  titleRequired: string
  postTextRequired: string
  imageRequired: string
  badTag: string
  editHeading: string
  history: string
}

const EXPECTED: Record<Language, Expected> = {
  en: {
    title: 'Title',
    postText: 'Post text',
    image: /^Image/,
    tags: 'Tags',
    bold: 'Bold (Ctrl+B)',
    saveDraft: 'Save draft',
    publish: 'Publish',
    schedule: 'Schedule…',
    scheduleTitle: 'Schedule this post',
    publishOn: 'Publish on',
    titleRequired: 'Title is required',
    postTextRequired: 'Post text is required',
    imageRequired: 'Image is required',
    // ICU quoting: the apostrophes around the tag are the message's own.
    badTag: "Tag 'c++' must be 1–30 characters of a–z, 0–9 and -",
    editHeading: 'Edit A long dra',
    history: 'History',
  },
  fr: {
    title: 'Titre',
    postText: 'Texte de l’article',
    image: /^Image/,
    tags: 'Étiquettes',
    bold: 'Gras (Ctrl+B)',
    saveDraft: 'Enregistrer le brouillon',
    publish: 'Publier',
    schedule: 'Programmer…',
    scheduleTitle: 'Programmer cet article',
    publishOn: 'Publier le',
    titleRequired: 'Le titre est obligatoire',
    postTextRequired: 'Le texte de l’article est obligatoire',
    imageRequired: 'L’image est obligatoire',
    badTag: 'L’étiquette « c++ » doit compter de 1 à 30 caractères parmi a–z, 0–9 et -',
    editHeading: 'Modifier A long dra',
    history: 'Historique',
  },
  de: {
    title: 'Titel',
    postText: 'Beitragstext',
    image: /^Bild/,
    tags: 'Schlagwörter',
    bold: 'Fett (Ctrl+B)',
    saveDraft: 'Entwurf speichern',
    publish: 'Veröffentlichen',
    schedule: 'Planen…',
    scheduleTitle: 'Diesen Beitrag planen',
    publishOn: 'Veröffentlichen am',
    titleRequired: 'Ein Titel ist erforderlich',
    postTextRequired: 'Ein Beitragstext ist erforderlich',
    imageRequired: 'Ein Bild ist erforderlich',
    badTag: 'Das Schlagwort „c++“ muss aus 1–30 Zeichen aus a–z, 0–9 und - bestehen',
    editHeading: 'Bearbeiten: A long dra',
    history: 'Verlauf',
  },
  es: {
    title: 'Título',
    postText: 'Texto de la entrada',
    image: /^Imagen/,
    tags: 'Etiquetas',
    bold: 'Negrita (Ctrl+B)',
    saveDraft: 'Guardar borrador',
    publish: 'Publicar',
    schedule: 'Programar…',
    scheduleTitle: 'Programar esta entrada',
    publishOn: 'Publicar el',
    titleRequired: 'El título es obligatorio',
    postTextRequired: 'El texto de la entrada es obligatorio',
    imageRequired: 'La imagen es obligatoria',
    badTag: 'La etiqueta «c++» debe tener de 1 a 30 caracteres de a–z, 0–9 y -',
    editHeading: 'Editar A long dra',
    history: 'Historial',
  },
  ar: {
    title: 'العنوان',
    postText: 'نص التدوينة',
    image: /^الصورة/,
    tags: 'الوسوم',
    bold: 'غامق (Ctrl+B)',
    saveDraft: 'حفظ المسودة',
    publish: 'نشر',
    schedule: 'جدولة…',
    scheduleTitle: 'جدولة هذه التدوينة',
    publishOn: 'النشر في',
    titleRequired: 'العنوان مطلوب',
    postTextRequired: 'نص التدوينة مطلوب',
    imageRequired: 'الصورة مطلوبة',
    badTag: 'يجب أن يتكون الوسم «c++» من 1 إلى 30 حرفًا من a–z و0–9 و-',
    editHeading: 'تعديل A long dra',
    history: 'السجل',
  },
}

/** What an id looks like (`writePost.title`): no text or name on screen may be one. */
const RAW_ID = /^[a-z]+[A-Z]?[a-zA-Z]*\.[a-zA-Z.]+$/

/** Every text and every name (aria-label, title, placeholder, alt) in the page, dialogs included. */
function wordsOnScreen(): string[] {
  const words: string[] = []
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  while (walker.nextNode()) words.push(walker.currentNode.textContent?.trim() ?? '')
  for (const element of document.body.querySelectorAll(
    '[aria-label], [title], [placeholder], [alt]',
  )) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name)
      if (value !== null) words.push(value.trim())
    }
  }
  return words.filter(Boolean)
}

test.each(EVERY_LANGUAGE)(
  'the new-post form in %s: its fields, toolbar, rules and Schedule dialog translated',
  { timeout: 20_000 },
  async (language) => {
    const expected = EXPECTED[language]
    signInAs()
    const { user } = renderApp('/new-post', undefined, await strictTranslator(language))
    await screen.findByRole('textbox', { name: expected.title })
    expect(screen.getByRole('textbox', { name: expected.postText })).toBeInTheDocument()
    expect(screen.getByLabelText(expected.image)).toHaveAttribute('type', 'file')
    expect(screen.getByRole('button', { name: expected.bold })).toBeInTheDocument()

    // Publish with nothing typed: the spec's three rules (§5), each in the language.
    await user.click(screen.getByRole('button', { name: expected.publish }))
    expect(await screen.findByText(expected.titleRequired)).toBeVisible()
    expect(screen.getByText(expected.postTextRequired)).toBeVisible()
    expect(screen.getByText(expected.imageRequired)).toBeVisible()

    await user.type(screen.getByRole('combobox', { name: expected.tags }), 'c++{Enter}')
    expect(await screen.findByText(expected.badTag)).toBeVisible()
    expect(screen.getByRole('button', { name: expected.saveDraft })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: expected.schedule }))
    const dialog = await screen.findByRole('dialog', { name: expected.scheduleTitle })
    expect(within(dialog).getByLabelText(expected.publishOn)).toHaveAttribute(
      'type',
      'datetime-local',
    )
    expect(wordsOnScreen().filter((word) => RAW_ID.test(word))).toEqual([])
  },
)

test.each(EVERY_LANGUAGE)(
  'a draft’s edit screen in %s: the heading, its link and buttons translated',
  async (language) => {
    const expected = EXPECTED[language]
    const me = signInAs()
    const post = storePost({
      postTitle: 'A long draft title',
      author: me.email,
      authorId: me.uid,
      status: 'draft',
    })
    renderApp(`/post-edit/${post._id}`, undefined, await strictTranslator(language))
    expect(
      await screen.findByRole('heading', { level: 1, name: expected.editHeading }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: expected.history })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: expected.saveDraft })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: expected.publish })).toBeInTheDocument()
    expect(wordsOnScreen().filter((word) => RAW_ID.test(word))).toEqual([])
  },
)
