// Import and export in each of Quill's languages (docs/decisions/0077): both cards, the picker's
// limits and what was chosen, and the import's report with its plurals, every word translated
// and no id shown; in English, as they were.
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test } from 'vitest'
import type { Language } from '../../../contract/languages'
import { importMessages } from '../../../contract/transfer'
import { API } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { EVERY_LANGUAGE, strictTranslator } from '../../../tests/setup/languages'
import { renderApp } from '../../../tests/setup/render'
import { resetSession, signInAs } from '../../../tests/setup/signed-in'

afterEach(resetSession)

const EXPECTED: Record<
  Language,
  {
    export: string
    import: string
    limits: string
    files: string
    button: string
    chosen: string
    imported: string
    problems: string
    skipped: string
  }
> = {
  en: {
    export: 'Export',
    import: 'Import',
    limits: 'Up to 50 files, 20 MB each.',
    files: 'Files to import',
    button: 'Import',
    chosen: '2 files chosen (1 kB)',
    imported: 'Imported 1 draft',
    problems: '2 problems',
    skipped: '2 posts already here: skipped',
  },
  fr: {
    export: 'Exporter',
    import: 'Importer',
    limits: 'Jusqu’à 50 fichiers, 20 Mo chacun.',
    files: 'Fichiers à importer',
    button: 'Importer',
    chosen: '2 fichiers choisis (1 ko)',
    imported: '1 brouillon importé',
    problems: '2 problèmes',
    skipped: '2 articles déjà présents : ignorés',
  },
  de: {
    export: 'Export',
    import: 'Import',
    limits: 'Bis zu 50 Dateien, je 20 MB.',
    files: 'Zu importierende Dateien',
    button: 'Importieren',
    chosen: '2 Dateien gewählt (1 kB)',
    imported: '1 Entwurf importiert',
    problems: '2 Probleme',
    skipped: '2 Beiträge schon vorhanden: übersprungen',
  },
  es: {
    export: 'Exportar',
    import: 'Importar',
    limits: 'Hasta 50 archivos, 20 MB cada uno.',
    files: 'Archivos para importar',
    button: 'Importar',
    chosen: '2 archivos elegidos (1 kB)',
    imported: '1 borrador importado',
    problems: '2 problemas',
    skipped: '2 entradas ya existentes: omitidas',
  },
  ar: {
    export: 'التصدير',
    import: 'الاستيراد',
    limits: 'حتى 50 ملفًا، بحجم 20 ميغابايت لكل منها.',
    files: 'الملفات المراد استيرادها',
    button: 'استيراد',
    chosen: 'اختير ملفان (1 ك.ب)',
    imported: 'استُوردت مسودة واحدة',
    problems: 'مشكلتان',
    skipped: 'تدوينتان موجودتان مسبقًا: تُخطّيتا',
  },
}

const md = (name: string) => new File(['# A'], name, { type: 'text/markdown' })

test.each(EVERY_LANGUAGE)('import and export in %s', async (language) => {
  const expected = EXPECTED[language]
  server.use(
    http.post(`${API}/import`, () =>
      HttpResponse.json({
        imported: [{ _id: 'p1', postTitle: 'First import' }],
        errors: [
          { file: 'a.zip', message: 'Not a zip' },
          { file: 'b.zip', message: 'Not a zip' },
          { file: 'old.md', message: importMessages.alreadyHere },
          { file: 'older.md', message: importMessages.alreadyHere },
        ],
      }),
    ),
  )
  signInAs()
  const { user } = renderApp('/profile', undefined, await strictTranslator(language))
  expect(await screen.findByRole('region', { name: expected.export })).toBeInTheDocument()
  const importing = await screen.findByRole('region', { name: expected.import })
  expect(within(importing).getByText(expected.limits)).toBeVisible()
  await user.upload(within(importing).getByLabelText(expected.files), [md('a.md'), md('b.md')])
  expect(within(importing).getByText(expected.chosen)).toBeVisible()
  await user.click(within(importing).getByRole('button', { name: expected.button }))
  const report = await within(importing).findByRole('status')
  expect(await within(report).findByRole('heading', { name: expected.imported })).toBeVisible()
  expect(within(report).getByRole('heading', { name: expected.problems })).toBeVisible()
  expect(within(report).getByRole('heading', { name: expected.skipped })).toBeVisible()
  expect(document.body.textContent).not.toMatch(/transfer\.[a-zA-Z]+/)
})
