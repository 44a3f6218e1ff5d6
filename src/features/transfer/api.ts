// Export and import (issue 27 item 5). Both are fetched with the Import and export screen, never
// in the first bundle. The export is a file the browser saves; the import is sent with
// XMLHttpRequest, which alone reports how much of a large upload has gone (as the image upload).
import { type ImportResult, ImportResultSchema, exportFileName } from '../../../contract/transfer'
import { ApiError } from '../../lib/api-error'
import { sessionStore } from '../../lib/auth/session'
import { http, readAccessToken } from '../../lib/http'

/** Asks for the zip and hands it to the browser as a download. */
export async function downloadExport(): Promise<void> {
  // A large export takes longer than the client's usual 15 s; it is not asked twice.
  const response = await http.get('export', { timeout: false, retry: 0 })
  const blob = await response.blob()
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    exportFileName(new Date().toISOString())
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once it has started.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export interface ImportOptions {
  /** The share of the files' bytes sent, from 0 to 1. */
  onProgress?: (fraction: number) => void
}

/** Sends the files; answers what was imported and, file by file, what was not. */
export function importFiles(files: File[], options: ImportOptions = {}): Promise<ImportResult> {
  const body = new FormData()
  for (const file of files) body.append('files', file, file.name)
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', new URL('/api/import', window.location.origin))
    const token = readAccessToken()
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    // As the HTTP client sends it (src/lib/http.ts).
    const session = sessionStore.get()
    if (session.status === 'signed-in' && session.user.email) {
      request.setRequestHeader('email', session.user.email)
    }
    request.responseType = 'json'
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total)
    })
    request.addEventListener('load', () => {
      const parsed = ImportResultSchema.safeParse(request.response)
      if (request.status >= 200 && request.status < 300 && parsed.success) {
        resolve(parsed.data)
      } else {
        reject(ApiError.fromBody(request.status, request.response))
      }
    })
    request.addEventListener('error', () => reject(ApiError.network()))
    request.send(body)
  })
}
