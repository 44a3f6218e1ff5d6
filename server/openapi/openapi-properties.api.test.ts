// What Schemathesis's `--checks all` asks of the API, done here with what the npm registry has
// (ADR 0057): every operation of /api/openapi.json is sent requests drawn from its own schemas
// (parameters and JSON body; a seeded draw, the seed printed on failure), and
// - no answer is a 5xx (not_a_server_error), but a 502 for another server that cannot be
//   reached (following someone elsewhere), which is that server's failure and declared;
// - every answer's status is declared and its body matches the declared schema
//   (status_code_conformance, content_type_conformance, response_schema_conformance);
// - a request the schemas accept is not refused with a 400 for a rule the document does not
//   state: a 400's message must be written in the operation (positive_data_acceptance);
// - a method a path does not serve is a 405 naming what it does in `Allow`, in the error shape
//   (unsupported_method);
// - a query parameter an /api operation does not declare is a 400 in the error shape.
import { beforeAll, describe, expect, test } from 'vitest'
import { type World, createWorld, send } from '../../tests/setup/route-catalogue'
import { type OpenApiDocument, openApiValidator } from '../../tests/setup/openapi'
import { type JsonSchema, sampler } from '../../tests/setup/schema-samples'
import { testDialects } from '../../tests/setup/server'
import { bearer } from '../../tests/setup/users'
import { routePattern } from '../route-table'
import { random } from '../../tests/reliability/random'
import { appWithUsers } from '../../tests/setup/suite'

const DRAWS = Number(process.env.OPENAPI_DRAWS ?? 20)
const SEED = Number(process.env.OPENAPI_SEED ?? Date.now() % 1_000_000_000)
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

interface Parameter {
  name: string
  in: 'path' | 'query' | 'header'
  required?: boolean
  schema: JsonSchema
}
interface Operation {
  parameters?: Parameter[]
  security?: unknown[]
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> }
  responses?: Record<string, { content?: Record<string, unknown> }>
}

/** The message a JSON string holds, as it stands inside the document's JSON. */
const asInJson = (text: string) => JSON.stringify(text).slice(1, -1)

describe.each(testDialects())('requests drawn from /api/openapi.json on %s', (dialect) => {
  const suite = appWithUsers(dialect, {}, { RATE_LIMIT_FACTOR: '1000' })
  let w: World
  let doc: OpenApiDocument & { components?: { schemas?: Record<string, JsonSchema> } }
  let validator: ReturnType<typeof openApiValidator>
  beforeAll(async () => {
    w = await createWorld(suite.t)
    doc = (await suite.t.app.inject('/api/openapi.json')).json()
    validator = openApiValidator(doc)
  })

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod as Record<string, Operation>).map(
        ([method, operation]) => [path, method.toUpperCase(), operation] as const,
      ),
    )

  /** Known records, drawn half the time, so a draw reaches past "not found". */
  const known = (name: string): string | undefined =>
    ({
      postId: w.postId,
      authorId: w.owner.uid,
      uid: w.other.uid,
      email: w.owner.email,
      name: w.imageName,
      identifier: w.owner.uid,
    })[name]

  test(`every operation, ${DRAWS} draws each: no 5xx, answers as declared, no 400 unstated (seed ${SEED})`, async () => {
    const rng = random(SEED)
    const { sample } = sampler(rng, (ref) => {
      const name = ref.replace('#/components/schemas/', '')
      return doc.components?.schemas?.[name] ?? {}
    })
    const problems: string[] = []
    let sent = 0
    for (const [path, method, operation] of operations()) {
      const json = operation.requestBody?.content?.['application/json']?.schema
      // A multipart body (an image, an import) is not drawn: its 400s are not held to the rule.
      const multipart = Boolean(operation.requestBody?.content?.['multipart/form-data'])
      const stream = Boolean(operation.responses?.['200']?.content?.['text/event-stream'])
      for (let draw = 0; draw < DRAWS; draw++) {
        let url = path
        const query = new URLSearchParams()
        for (const parameter of operation.parameters ?? []) {
          const mine = known(parameter.name)
          const value =
            parameter.in === 'path' && mine && rng.int(2) === 0 ? mine : sample(parameter.schema)
          if (parameter.in === 'path') {
            url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)))
          } else if (parameter.in === 'query' && (parameter.required || rng.int(2) === 0)) {
            query.set(parameter.name, String(value))
          }
        }
        const search = query.toString()
        const body =
          json && (operation.requestBody?.required || rng.int(2) === 0) ? sample(json) : undefined
        // A token where one is asked for, most of the time: without, a 401 is declared.
        const token = operation.security?.length && rng.int(4) !== 0 ? bearer(w.owner) : {}
        const request = {
          method,
          url: search ? `${url}?${search}` : url,
          headers: {
            ...token,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        } as const
        const answer = await send(suite.t, request, stream)
        sent++
        const what = `${method} ${request.url} ${request.payload ?? ''}`.slice(0, 400)
        // 502 is another server's failure (an unreachable remote account), declared as such.
        const upstream = answer.statusCode === 502 && answer.body.includes('remote_unreachable')
        if (answer.statusCode >= 500 && !upstream)
          problems.push(`${what}: ${answer.statusCode} ${answer.body}`)
        const problem = validator.problem(method, path.replace(/{(\w+)}/g, ':$1'), answer)
        if (problem) problems.push(`${what}: ${problem}`)
        if (answer.statusCode === 400 && !multipart) {
          const message = (JSON.parse(answer.body) as { error: { message: string } }).error.message
          if (!JSON.stringify(operation).includes(asInJson(message))) {
            problems.push(`${what}: 400 for a rule the document does not state: ${message}`)
          }
        }
      }
    }
    expect(problems, `OPENAPI_SEED=${SEED}`).toEqual([])
    expect(sent).toBeGreaterThan(500)
  })

  test('a method a path does not serve is a 405 with Allow, in the error shape', async () => {
    // A URL may be served by several documented paths (`/api/comment/{postId}` for GET and
    // `/api/comment/{commentId}` for PUT): what it takes is what every path matching it serves.
    const patterns = Object.entries(doc.paths).map(([path, byMethod]) => ({
      pattern: routePattern(path.replace(/{(\w+)}/g, ':$1')),
      methods: Object.keys(byMethod).map((method) => method.toUpperCase()),
    }))
    const problems: string[] = []
    for (const path of Object.keys(doc.paths)) {
      const url = path.replace(/{(\w+)}/g, (_match, name: string) => known(name) ?? 'x')
      const served = new Set(
        patterns.filter(({ pattern }) => pattern.test(url)).flatMap(({ methods }) => methods),
      )
      if (served.has('GET')) served.add('HEAD')
      const allow = [...served].sort().join(', ')
      for (const method of METHODS.filter((m) => !served.has(m))) {
        const res = await suite.t.app.inject({ method, url, headers: bearer(w.owner) })
        const error = (res.json() as { error?: { code?: string } }).error
        if (res.statusCode !== 405 || res.headers.allow !== allow || !error?.code) {
          problems.push(`${method} ${url}: ${res.statusCode} Allow ${String(res.headers.allow)}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  test('a query parameter an /api operation does not declare is refused, and says which', async () => {
    const res = await suite.t.app.inject('/api/posts?limt=5')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Unknown query parameter "limt": it takes limit, cursor, tag, language, author',
        fields: { limt: 'Unknown query parameter' },
      },
    })
    for (const [path, method, operation] of operations()) {
      if (method !== 'GET' || !path.startsWith('/api/')) continue
      if (!operation.parameters?.some((parameter) => parameter.in === 'query')) continue
      const url = path.replace(/{(\w+)}/g, (_match, name: string) => known(name) ?? 'x')
      const answer = await suite.t.app.inject({ url: `${url}?zz=1`, headers: bearer(w.owner) })
      expect(answer.statusCode, url).toBe(400)
      expect(answer.json(), url).toMatchObject({
        error: { fields: { zz: 'Unknown query parameter' } },
      })
    }
  })
})
