// The authorization matrix, generated from the route table: every route × {no token, an expired
// token, a forged one, another user's, an unverified user's, each staff role's, the owner's} gets the status its
// row in its capability's route-catalogue.ts expects, and a refusal changes no row. A route that is
// not in the catalogue fails here, so a new one cannot escape the matrix.
import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { CALLERS, ROUTES, expectedFor, routeKey, send, userFor } from '../setup/route-catalogue'
import { testDialects } from '../setup/server'
import { type TestUser, expiredToken } from '../setup/users'
import { type CatalogueApp, catalogueApp } from './catalogue-app'
import { figure } from './figures'

describe.each(testDialects())('the authorization matrix on %s', (dialect) => {
  let app: CatalogueApp
  beforeAll(async () => {
    app = await catalogueApp(dialect)
  })
  afterAll(() => app.t.close())

  test('every route of the route table has a row in the matrix', () => {
    const { t } = app
    const missing = t.app.routeTable.map(routeKey).filter((key) => !ROUTES[key])
    expect(missing, 'add these routes to server/<capability>/route-catalogue.ts').toEqual([])
    expect(t.app.routeTable.length).toBeGreaterThanOrEqual(Object.keys(ROUTES).length)
  })

  test('every route × every caller gets the expected answer; a refusal changes nothing', async () => {
    const { t, w } = app
    const started = performance.now()
    const expired: TestUser = {
      ...w.owner,
      token: await expiredToken(t, w.owner),
      idToken: await expiredToken(t, w.owner),
    }
    const forgedToken = await new SignJWT({ email: w.owner.email, email_verified: true })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(w.owner.uid)
      .setIssuer('quill')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a key that is not the server’s, 32+ chars'))
    const forged: TestUser = { ...w.owner, token: forgedToken, idToken: forgedToken }

    const wrong: string[] = []
    let cells = 0
    for (const route of t.app.routeTable) {
      const key = routeKey(route)
      const spec = ROUTES[key]
      if (!spec) continue
      const callers: [string, TestUser | undefined, number][] = [
        ...CALLERS.map((c): [string, TestUser | undefined, number] => [
          c,
          userFor(w, c),
          expectedFor(spec, c),
        ]),
        // A token that is not valid is no token at all.
        ['expired', expired, spec.expect.none],
        ['forged', forged, spec.expect.none],
      ]
      for (const [caller, user, expected] of callers) {
        const request = await spec.request(w, user)
        const rowsChanged = await app.watchRows()
        const answer = await send(t, request, spec.stream)
        cells++
        if (answer.statusCode !== expected) {
          wrong.push(
            `${key} as ${caller}: ${answer.statusCode}, expected ${expected} (${answer.body.slice(0, 160)})`,
          )
        }
        if (answer.statusCode >= 400 && (await rowsChanged()))
          wrong.push(`${key} as ${caller}: refused, yet rows changed`)
      }
    }
    figure(`authorization matrix (${dialect})`, {
      routes: t.app.routeTable.length,
      cells,
      wrong: wrong.length,
      ms: Math.round(performance.now() - started),
    })
    expect(wrong).toEqual([])
  })
})
