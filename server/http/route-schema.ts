// The parts of route schemas that many routes share; they are also what /api/openapi.json says.
import { z } from 'zod'
import { ErrorBodySchema, PageQuerySchema } from '../../contract/common'

/** The error answers a route documents, each in the one error shape. */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): { [Code in Codes[number]]: typeof ErrorBodySchema } {
  return Object.fromEntries(codes.map((code) => [code, ErrorBodySchema])) as {
    [Code in Codes[number]]: typeof ErrorBodySchema
  }
}

/** The call needs the server token in `Authorization: Bearer`. */
export const bearerSecurity = [{ bearer: [] }]

/** A keyset-paged list: its query, and where the next page is found. */
export const pagedList = {
  description: 'The next page, if any, is linked in `Link: <…>; rel="next"`.',
  querystring: PageQuerySchema,
}

/**
 * The answer may be revalidated: it carries an `ETag`, and `If-None-Match` naming it answers 304
 * with no body (plugins/json-answers.ts gives both to every route that declares this).
 */
export const revalidated = {
  304: z
    .null()
    .describe('Not Modified: the copy whose ETag was sent in If-None-Match is still current'),
}

/** An answer that is a document, not JSON (a feed, robots.txt, the web app manifest). */
export const document = (type: string, description: string) => ({
  description,
  content: { [type.split(';')[0] ?? type]: { schema: z.string() } },
})
