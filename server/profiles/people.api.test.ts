// People to mention (ADR 0057): anyone with a handle, found by the start of their handle or of a
// word of their name, handles first; nobody without a handle; what is typed is text, never a
// LIKE pattern.
import { beforeAll, describe, expect, test } from 'vitest'
import { PeopleAnswerSchema } from '../../contract/people'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('people to mention on %s', (dialect) => {
  const suite = appWithUsers(dialect, {})
  const send = requestWith(suite)
  let mara: TestUser
  beforeAll(async () => {
    const people: [string, string | null][] = [
      ['Mara Quist', 'mara_q'],
      ['Tomas Marlow', 'tmarlow'],
      ['Marvin Nohandle', null],
      ['Ola Percent', 'ola_pct'],
    ]
    for (const [name, handle] of people) {
      const user = await createUser(suite.t, { name })
      if (name === 'Mara Quist') mara = user
      const res = await send('PUT', '/api/profile', bearer(user), {
        displayName: name,
        photoURL: '',
        ...(handle ? { handle } : {}),
      })
      expect(res.statusCode, res.body).toBe(200)
    }
  })

  const find = async (q: string) => {
    const res = await send('GET', `/api/people?q=${encodeURIComponent(q)}`)
    expect(res.statusCode, res.body).toBe(200)
    return PeopleAnswerSchema.parse(res.json()).map((person) => person.handle)
  }

  test('by the start of a handle first, then of a word of a name; nobody without a handle', async () => {
    // mara_q by her handle, tmarlow by "Marlow"; Marvin has no handle.
    expect(await find('mar')).toEqual(['mara_q', 'tmarlow'])
    expect(await find('@MAR')).toEqual(['mara_q', 'tmarlow'])
    expect(await find('quist')).toEqual(['mara_q'])
    const [first] = PeopleAnswerSchema.parse((await send('GET', '/api/people?q=mara')).json())
    expect(first).toEqual({
      uid: mara.uid,
      handle: 'mara_q',
      displayName: 'Mara Quist',
      photoURL: '',
    })
  })

  test('what is typed is text: _ and % match only themselves', async () => {
    expect(await find('ola_')).toEqual(['ola_pct'])
    expect(await find('o_a')).toEqual([])
    expect(await find('%')).toEqual([])
  })

  test('an empty or long query is a 400 in the error shape', async () => {
    for (const q of ['', '   ', 'x'.repeat(31)]) {
      const res = await send('GET', `/api/people?q=${encodeURIComponent(q)}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().error.fields).toHaveProperty('q')
    }
  })
})
