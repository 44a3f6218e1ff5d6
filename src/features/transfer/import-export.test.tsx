// Import and export under the profile (issue 27 item 5) against msw: the export downloads a zip, the
// import sends the chosen files, shows what arrived (as links to their editors) and what did not
// (with the file's name), and a refusal is shown under the form.
import { screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { importMessages } from '../../../contract/transfer'
import { API, errorResponse } from '../../../mocks/handlers/shared'
import { server } from '../../../mocks/node'
import { storePost } from '../../../mocks/store'
import { renderApp, renderSignedIn } from '../../../tests/setup/render'
import { TEST_USER, resetSession, signInAs } from '../../../tests/setup/signed-in'
import { appendedUnder } from '../../../tests/setup/form-data'

/**
 * The screen's English words, as they read (they were its module's constants before it spoke the
 * reader's language: docs/decisions/0077).
 */
const transferText = {
  exportButton: 'Download export',
  exportStarted: 'Your export is downloading.',
  fileLabel: 'Files to import',
  importButton: 'Import',
  chooseFirst: 'Choose one or more files first',
  sending: 'Sending your files',
} as const

afterEach(() => {
  resetSession()
  vi.restoreAllMocks()
})

const md = (name: string, text: string) => new File([text], name, { type: 'text/markdown' })

/** The signed-in reader's profile, at its Export or Import section. */
async function profileSection(name: 'Export' | 'Import') {
  signInAs()
  const utils = renderApp('/profile')
  const section = await screen.findByRole('region', { name })
  return { ...utils, section }
}

test('the profile has Import and export, linked from its card', async () => {
  renderSignedIn('/profile')
  expect(await screen.findByRole('link', { name: 'Import and export' })).toHaveAttribute(
    'href',
    '#import-export',
  )
  const section = await screen.findByRole('region', { name: 'Import and export' })
  expect(section).toHaveAttribute('id', 'import-export')
  expect(
    within(section).getByRole('heading', { level: 2, name: 'Import and export' }),
  ).toBeVisible()
})

test('the export downloads the zip under the server’s file name', async () => {
  storePost({ postTitle: 'Mine', authorId: TEST_USER.uid })
  const created = vi.fn((_blob: Blob) => 'blob:quill-export')
  Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() })
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  const { user, section: exportSection } = await profileSection('Export')
  await user.click(within(exportSection).getByRole('button', { name: transferText.exportButton }))
  expect(await within(exportSection).findByText(transferText.exportStarted)).toBeVisible()
  expect(clicked).toHaveBeenCalledTimes(1)
  const link = clicked.mock.contexts[0] as HTMLAnchorElement
  expect(link.download).toMatch(/^quill-export-\d{4}-\d{2}-\d{2}\.zip$/)
  expect(link.href).toBe('blob:quill-export')
  expect(created.mock.calls[0]?.[0].size).toBeGreaterThan(0)
})

test('an export refused says why', async () => {
  server.use(
    http.get(`${API}/export`, () =>
      errorResponse(429, 'rate_limited', 'Too many requests, please try again later'),
    ),
  )
  const { user, section: exportSection } = await profileSection('Export')
  await user.click(within(exportSection).getByRole('button', { name: transferText.exportButton }))
  expect(await within(exportSection).findByRole('alert')).toHaveTextContent(
    'Too many requests, please try again later',
  )
})

test('an import sends the files and lists the drafts made and the files refused', async () => {
  const sent = appendedUnder('files')
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  server.use(
    http.post(`${API}/import`, async () => {
      await answered
      return HttpResponse.json({
        imported: [
          { _id: 'p1', postTitle: 'First import' },
          { _id: 'p2', postTitle: 'Second import' },
        ],
        errors: [
          { file: 'site.zip', message: importMessages.badZip },
          { file: 'old.md', message: importMessages.alreadyHere },
        ],
      })
    }),
  )
  const { user, section: importSection } = await profileSection('Import')
  const button = within(importSection).getByRole('button', { name: transferText.importButton })

  // Nothing chosen: said under the picker, nothing sent.
  await user.click(button)
  expect(within(importSection).getByText(transferText.chooseFirst)).toBeVisible()
  const picker = within(importSection).getByLabelText(transferText.fileLabel)
  expect(picker).toHaveAccessibleDescription(transferText.chooseFirst)
  expect(sent).toEqual([])

  await user.upload(picker, [
    md('a.md', '# First import'),
    new File(['PK'], 'site.zip', { type: 'application/zip' }),
  ])
  expect(within(importSection).getByText(/^2 files chosen/)).toBeVisible()
  await user.click(button)
  // Nothing to show before the server answers but how the sending goes.
  expect(
    await within(importSection).findByRole('progressbar', { name: transferText.sending }),
  ).toBeVisible()
  answer()

  const report = await within(importSection).findByRole('status')
  expect(await within(report).findByRole('heading', { name: 'Imported 2 drafts' })).toBeVisible()
  expect(within(report).getByRole('link', { name: 'First import' })).toHaveAttribute(
    'href',
    '/post-edit/p1',
  )
  expect(within(report).getByRole('link', { name: 'Second import' })).toHaveAttribute(
    'href',
    '/post-edit/p2',
  )
  expect(within(report).getByRole('heading', { name: '1 problem' })).toBeVisible()
  expect(report).toHaveTextContent(`site.zip: ${importMessages.badZip}`)
  // What was already here is said apart, not as a problem (ADR 0080).
  const skipped = within(report).getByRole('heading', { name: '1 post already here: skipped' })
  expect(skipped.nextElementSibling).toHaveTextContent('old.md')
  expect(report).not.toHaveTextContent(importMessages.alreadyHere)
  expect(sent.map((file) => (file as File).name)).toEqual(['a.md', 'site.zip'])
  // Chosen files are cleared once imported.
  expect(within(importSection).getByText('Up to 50 files, 20 MB each.')).toBeVisible()
})

test('an import refused is shown under the form; nothing is listed', async () => {
  server.use(
    http.post(`${API}/import`, () =>
      errorResponse(413, 'payload_too_large', 'An import must be at most 40 MB in all'),
    ),
  )
  const { user, section: importSection } = await profileSection('Import')
  await user.upload(within(importSection).getByLabelText(transferText.fileLabel), [
    md('a.md', '# A'),
  ])
  await user.click(within(importSection).getByRole('button', { name: transferText.importButton }))
  expect(await within(importSection).findByRole('alert')).toHaveTextContent(
    'An import must be at most 40 MB in all',
  )
  expect(within(importSection).queryByRole('link')).not.toBeInTheDocument()
})
