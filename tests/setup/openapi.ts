// Holds real answers to what /api/openapi.json declares: is the status declared for this
// operation, in this media type, and does the body match the declared schema? Schemas are
// compiled with Ajv 8, the one Fastify validates with (@fastify/ajv-compiler's; the hoisted
// `ajv` is an older major that another tool brought).
import { createRequire } from 'node:module'

/** What is used of Ajv 8 (typed here: the hoisted `ajv` types are the older major's). */
interface ValidateFunction {
  (data: unknown): boolean
  errors?: unknown[] | null
}
interface Ajv {
  compile(schema: object): ValidateFunction
  errorsText(errors?: unknown[] | null): string
}

const require = createRequire(import.meta.url)
const fromCompiler = createRequire(require.resolve('@fastify/ajv-compiler'))
const AjvClass = fromCompiler('ajv') as new (options: object) => Ajv
const addFormats = require('ajv-formats') as (ajv: Ajv) => Ajv

interface MediaType {
  schema?: unknown
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>
  security?: unknown[]
  requestBody?: { content?: Record<string, MediaType> }
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>
}

export interface Answer {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}

/** `/api/post/:postId` → `/api/post/{postId}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
}

export function openApiValidator(doc: OpenApiDocument) {
  const ajv = addFormats(new AjvClass({ strict: false, allErrors: false }))
  const compiled = new Map<string, ValidateFunction>()
  const validatorFor = (key: string, schema: unknown) => {
    let validate = compiled.get(key)
    if (!validate) {
      validate = ajv.compile(schema as object)
      compiled.set(key, validate)
    }
    return validate
  }

  return {
    operation(method: string, url: string): Operation | undefined {
      return doc.paths[openApiPath(url)]?.[method.toLowerCase()]
    },

    /** What is wrong with this answer to `method url` (a route-table URL), or null. */
    problem(method: string, url: string, answer: Answer): string | null {
      const path = openApiPath(url)
      const operation = doc.paths[path]?.[method.toLowerCase()]
      if (!operation) return `${method} ${path} is not in the document`
      const status = String(answer.statusCode)
      const declared =
        operation.responses?.[status] ?? operation.responses?.[`${status[0] ?? ''}XX`]
      if (!declared)
        return `${method} ${path}: ${status} is not declared (body ${answer.body.slice(0, 200)})`
      const contentType = String(answer.headers['content-type'] ?? '')
      const media = contentType.split(';')[0]?.trim() ?? ''
      const content = declared.content ?? {}
      if (!media) {
        // No body at all: fine for an answer that declares none, or an empty one.
        if (answer.body === '') return null
        return `${method} ${path}: ${status} has a body but no Content-Type`
      }
      const mediaType = content[media]
      if (!mediaType) {
        return `${method} ${path}: ${status} is served as ${media}, declared as ${Object.keys(content).join(', ') || 'nothing'}`
      }
      if (mediaType.schema === undefined) return null
      let value: unknown = answer.body
      // JSON and its kinds (`application/activity+json`, `application/jrd+json`, …).
      if (media === 'application/json' || media.endsWith('+json')) {
        try {
          value = JSON.parse(answer.body)
        } catch {
          return `${method} ${path}: ${status} is not JSON: ${answer.body.slice(0, 200)}`
        }
      }
      const validate = validatorFor(`${method} ${path} ${status} ${media}`, mediaType.schema)
      if (!validate(value)) {
        return `${method} ${path}: ${status} body does not match: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 300)}`
      }
      return null
    },
  }
}
