// What an inbox checks before Fedify reads a delivery (ADR 0054). Fedify parses and walks an
// activity (JSON-LD expansion, embedded objects) before it checks the HTTP Signature, at a cost
// that grows with the square of the nesting: an unsigned Announce of an Announce … 1,000 deep
// kept the event loop busy for minutes. So a body too deep or too wide is refused where its
// bytes are already parsed, and the signature is verified before anything walks the object.
import { type Federation, verifyRequest } from '@fedify/fedify'
import { HttpError } from '../errors'
import { type OutboundPolicy, onStrangersBehalf } from '../outbound/guard'
import { DOCUMENT_BOUNDS } from './document-loaders'

/**
 * Mastodon's, Misskey's and Pixelfed's activities nest 6–8 levels (a Create of a Note with its
 * replies' first page, or an Announce carrying the Note); their values number in the hundreds.
 */
export const ACTIVITY_MAX_DEPTH = 16
export const ACTIVITY_MAX_VALUES = 10_000

/** Why a parsed body is not an activity we will read, or null if its shape is fine. */
export function activityShapeProblem(body: unknown): string | null {
  // Iterative, so a deep body costs no stack; it stops at the first bound passed.
  const stack: [unknown, number][] = [[body, 1]]
  let values = 0
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!
    values += 1
    if (values > ACTIVITY_MAX_VALUES) return `More than ${ACTIVITY_MAX_VALUES} values`
    if (value === null || typeof value !== 'object') continue
    if (depth > ACTIVITY_MAX_DEPTH) return `Nested more than ${ACTIVITY_MAX_DEPTH} deep`
    const children = Array.isArray(value) ? value : Object.values(value)
    for (const child of children) stack.push([child, depth + 1])
  }
  return null
}

export const unsigned = () =>
  new HttpError(401, 'unauthorized', 'The activity is not signed by its actor')

/**
 * Verifies the request's HTTP Signature (its key fetched through the guard), before Fedify
 * reads the body; a request without a valid one is a 401. Fedify verifies it again after.
 */
export async function requireSignature(
  federation: Federation<void>,
  outbound: OutboundPolicy,
  request: Request,
): Promise<void> {
  const ctx = federation.createContext(request, undefined)
  let key: unknown = null
  try {
    key = await onStrangersBehalf(outbound, DOCUMENT_BOUNDS, () =>
      verifyRequest(request.clone(), {
        documentLoader: ctx.documentLoader,
        contextLoader: ctx.contextLoader,
        timeWindow: { hours: 1 },
      }),
    )
  } catch {
    key = null
  }
  if (!key) throw unsigned()
}
