// Export and import (issue 27 item 5) in the mock: the export is a zip of the caller's posts as
// Markdown; the import makes a draft of each Markdown file it can read a title from (front
// matter `title:` or a first `# heading`), and an error line for anything else.
import { strToU8, zipSync } from 'fflate'
import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import { slugify } from '../../contract/slug'
import { type ImportResult, exportFileName, importMessages } from '../../contract/transfer'
import { makePost, store } from '../store'
import { caller } from './request-checks'
import { API, errorResponse } from './shared'

function titleOf(text: string): string | undefined {
  return (
    /^---\s*\n[\s\S]*?^title:\s*(.+)$/m.exec(text)?.[1]?.trim() ??
    /^#\s+(.+)$/m.exec(text)?.[1]?.trim()
  )
}

export const handlers = [
  http.get(`${API}/export`, ({ request }) => {
    const who = caller(request)
    if ('response' in who) return who.response
    const files: Record<string, Uint8Array> = {}
    for (const post of store.posts.filter((p) => p.authorId === who.uid)) {
      files[`${slugify(post.postTitle)}.md`] = strToU8(
        `---\ntitle: ${JSON.stringify(post.postTitle)}\nstatus: ${post.status}\n---\n${post.postBody}\n`,
      )
    }
    return new HttpResponse(zipSync(files), {
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${exportFileName(new Date().toISOString())}"`,
      },
    })
  }),

  http.post<never, never, ImportResult | ErrorBody>(`${API}/import`, async ({ request }) => {
    const who = caller(request)
    if ('response' in who) return who.response
    const form = await request.formData().catch(() => undefined)
    const files = form ? [...form.values()].filter((v) => typeof v !== 'string') : []
    if (files.length === 0) {
      return errorResponse(400, 'bad_request', importMessages.noFiles)
    }
    const result: ImportResult = { imported: [], errors: [] }
    for (const file of files) {
      if (!/\.(md|markdown)$/i.test(file.name)) {
        result.errors.push({ file: file.name, message: importMessages.unknownType })
        continue
      }
      const text = await file.text()
      const title = titleOf(text)
      if (!title) {
        result.errors.push({ file: file.name, message: 'Title is required' })
        continue
      }
      const post = makePost({
        postTitle: title,
        status: 'draft',
        image: '',
        author: who.email,
        authorId: who.uid,
        authorDisplayName: who.name,
      })
      store.posts.unshift(post)
      result.imported.push({ _id: post._id, postTitle: title })
    }
    return HttpResponse.json(result)
  }),
]
