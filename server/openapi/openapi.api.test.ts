import { beforeAll, describe, expect, test } from 'vitest'
import { testDialects } from '../../tests/setup/server'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

interface OpenApiDocument {
  openapi: string
  paths: Record<
    string,
    Record<string, { tags?: string[]; summary?: string; requestBody?: unknown }>
  >
}

describe.each(testDialects())('GET /api/openapi.json on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  const send = requestWith(suite)
  let doc: OpenApiDocument
  beforeAll(async () => {
    const res = await send('GET', '/api/openapi.json')
    expect(res.statusCode).toBe(200)
    doc = res.json()
  })

  test('describes every call of the API, each with a tag and a summary', () => {
    expect(doc.openapi).toMatch(/^3\./)
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        call: `${method.toUpperCase()} ${path}`,
        ...operation,
      })),
    )
    expect(operations.map((o) => o.call)).toEqual(
      expect.arrayContaining([
        'POST /api/getToken',
        'GET /api/posts',
        'GET /api/post/{postId}',
        'POST /api/post',
        'PUT /api/updatePost/{postId}',
        'GET /api/userPost',
        'DELETE /api/deletePost/{postId}',
        'GET /api/comment/{postId}',
        'POST /api/comment',
        'GET /api/notification/{email}',
        'DELETE /api/notification/{notificationId}',
        'PUT /api/notification/{notificationId}/read',
        'PUT /api/notifications/read',
        'GET /api/notification-events',
      ]),
    )
    expect(operations.map((o) => o.call)).not.toContain('GET /api/openapi.json')
    for (const operation of operations) {
      expect(operation.tags?.length, operation.call).toBeGreaterThan(0)
      expect(operation.summary, operation.call).toBeTruthy()
    }
  })

  test('generates the request bodies from the zod contract', () => {
    expect(doc.paths['/api/post']?.post?.requestBody).toMatchObject({
      content: {
        'application/json': {
          schema: {
            type: 'object',
            // A draft needs only its title; publishing also needs text and image (issue 13), and
            // scheduling a time (issue 27).
            required: ['postTitle'],
            properties: {
              postTitle: { type: 'string', minLength: 1, maxLength: 200 },
              postBody: { type: 'string', maxLength: 50_000 },
              status: { type: 'string', enum: ['published', 'draft', 'scheduled'] },
              publishAt: { type: 'string', format: 'date-time' },
              tags: { type: 'array', items: { type: 'string', maxLength: 200 } },
            },
          },
        },
      },
    })
  })
})
