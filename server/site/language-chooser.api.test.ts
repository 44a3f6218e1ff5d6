// The Language chooser's answer (docs/decisions/0077): a cookie for a year, then back to the page
// it was sent from, which the server then draws in that language.
import { afterAll, beforeAll, expect, test } from 'vitest'
import { pathBack } from './root-routes'
import { type TestApp, createTestApp } from '../../tests/setup/server'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp('sqlite')
})
afterAll(() => t.close())

test('a language Quill speaks: the cookie for a year, and back to the page', async () => {
  const answer = await t.app.inject('/language?set=ar&back=%2Fpost%2Fabc%3Fx%3D1%23c')
  expect(answer.statusCode).toBe(303)
  expect(answer.headers.location).toBe('/post/abc?x=1#c')
  expect(answer.headers['set-cookie']).toBe('quill-lang=ar; Path=/; Max-Age=31536000; SameSite=Lax')
  expect(answer.headers['cache-control']).toBe('no-store')
  // (How the next page is drawn by it: page-render.api.test.ts.)
})

test('without `back`, back to the page the browser names, if it is one of this site', async () => {
  // app.inject's host is localhost:80.
  const ask = (referer: string) => t.app.inject({ url: '/language?set=de', headers: { referer } })
  expect((await ask('http://localhost:80/tags/sea?x=1')).headers.location).toBe('/tags/sea?x=1')
  expect((await ask('https://elsewhere.example/tags/sea')).headers.location).toBe('/')
  expect((await ask('not a url')).headers.location).toBe('/')
})

test('anything else: a clear 400, and no cookie', async () => {
  const answer = await t.app.inject('/language?set=tlh')
  expect(answer.statusCode).toBe(400)
  expect(answer.json().error.code).toBe('validation_failed')
  expect(answer.headers['set-cookie']).toBeUndefined()
  expect((await t.app.inject('/language')).statusCode).toBe(400)
})

test('back only to a path of this site', () => {
  expect(pathBack(undefined)).toBe('/')
  expect(pathBack('/tags/x?y=1')).toBe('/tags/x?y=1')
  for (const elsewhere of ['https://evil.example/', '//evil.example', '/\\evil.example', '/a\nb']) {
    expect(pathBack(elsewhere)).toBe('/')
  }
})
