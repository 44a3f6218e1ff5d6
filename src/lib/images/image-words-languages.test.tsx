// The image fields' words in each of Quill's languages (docs/decisions/0077), English word for
// word as prepare.ts writes it (the fields not yet translated still show prepare.ts's).
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { I18nProvider } from '../i18n/context'
import { useImageWords } from './image-words'
import { IMAGE_LIMIT_TEXT, IMAGE_MESSAGES } from './prepare'

const EXPECTED: Record<Language, { limit: string; tooBig: string; vector: string }> = {
  en: {
    limit: IMAGE_LIMIT_TEXT,
    tooBig: IMAGE_MESSAGES.tooBig,
    vector: IMAGE_MESSAGES.vector,
  },
  fr: {
    limit:
      'JPEG, PNG, WebP ou GIF, jusqu’à 10 Mo. Les photos plus grandes sont réduites à 2000 px avant l’envoi.',
    tooBig: 'L’image doit faire au plus 10 Mo',
    vector: 'Choisissez une photo ou une image (JPEG, PNG, WebP ou GIF), pas un SVG',
  },
  de: {
    limit:
      'JPEG, PNG, WebP oder GIF, bis zu 10 MB. Größere Fotos werden vor dem Senden auf 2000 px verkleinert.',
    tooBig: 'Das Bild darf höchstens 10 MB groß sein',
    vector: 'Wählen Sie ein Foto oder Bild (JPEG, PNG, WebP oder GIF), kein SVG',
  },
  es: {
    limit:
      'JPEG, PNG, WebP o GIF, hasta 10 MB. Las fotos más grandes se reducen a 2000 px antes de enviarse.',
    tooBig: 'La imagen debe ocupar como máximo 10 MB',
    vector: 'Elige una foto o imagen (JPEG, PNG, WebP o GIF), no un SVG',
  },
  ar: {
    limit:
      'JPEG أو PNG أو WebP أو GIF، حتى 10 ميغابايت. تُصغَّر الصور الأكبر إلى 2000 بكسل قبل إرسالها.',
    tooBig: 'يجب ألا يتجاوز حجم الصورة 10 ميغابايت',
    vector: 'اختر صورة فوتوغرافية أو رسمًا (JPEG أو PNG أو WebP أو GIF)، لا ملف SVG',
  },
}

test.each(EVERY_LANGUAGE)('the image words in %s', async (language) => {
  const i18n = await strictTranslator(language)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  )
  const { result } = renderHook(() => useImageWords(), { wrapper })
  const expected = EXPECTED[language]
  expect(result.current.limit).toBe(expected.limit)
  expect(result.current.of(IMAGE_MESSAGES.tooBig)).toBe(expected.tooBig)
  expect(result.current.problem('vector')).toBe(expected.vector)
  // A message of the server's stays the server's.
  expect(result.current.of('Upload failed')).toBe('Upload failed')
})
