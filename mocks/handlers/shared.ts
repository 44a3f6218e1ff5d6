import { HttpResponse } from 'msw'
import type { ErrorBody } from '../../contract/common'

/**
 * Handlers match absolute URLs on the page's own origin, as the app's ky instance sends them
 * (src/lib/http.ts): http://localhost:3000 in component tests, Vite's port in `npm run dev:mock`.
 */
export const API = `${window.location.origin}/api`

/** An answer in the server's error shape; `fields` as a 400 names them. */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
) {
  return HttpResponse.json<ErrorBody>(
    { error: fields ? { code, message, fields } : { code, message } },
    { status },
  )
}

/** Newest first, as the server orders every list. */
export function byNewest<T extends { date?: string; time?: string; _id: string }>(
  a: T,
  b: T,
): number {
  const left = a.date ?? a.time ?? ''
  const right = b.date ?? b.time ?? ''
  return left === right ? b._id.localeCompare(a._id) : right.localeCompare(left)
}
