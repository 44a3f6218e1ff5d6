// Issue 24, item 1: handles — unique whatever the case, reserved words refused, 409 with a field
// error when taken, found by `GET /authors/by-handle/:handle` and shown on `GET /authors/:id`.
import { describe, expect, test } from 'vitest'
import { AuthorSchema, ProfileSchema } from '../../contract/profiles'
import { testDialects } from '../../tests/setup/server'
import { type TestUser, bearer, createUser } from '../../tests/setup/users'
import { appWithUsers, requestWith } from '../../tests/setup/suite'

describe.each(testDialects())('handles on %s', (dialect) => {
  const suite = appWithUsers(dialect, { ada: 'Ada Moreno', grace: 'Grace Okafor' })
  const send = requestWith(suite)

  const setHandle = (user: TestUser, handle: unknown) =>
    send('PUT', '/api/profile', bearer(user), { displayName: user.name, photoURL: '', handle })

  test('a handle is stored lower case, shown on the author, and found in any spelling', async () => {
    const res = await setHandle(suite.ada, '  @Ada_Moreno ')
    expect(res.statusCode, res.body).toBe(200)
    expect(ProfileSchema.parse(res.json()).handle).toBe('ada_moreno')
    const author = await send('GET', `/api/authors/${suite.ada.uid}`)
    expect(AuthorSchema.parse(author.json())).toMatchObject({ handle: 'ada_moreno' })
    for (const spelling of ['ada_moreno', 'ADA_Moreno', '%40ada_moreno']) {
      const found = await send('GET', `/api/authors/by-handle/${spelling}`)
      expect(found.statusCode, spelling).toBe(200)
      expect(AuthorSchema.parse(found.json())).toMatchObject({
        authorId: suite.ada.uid,
        displayName: 'Ada Moreno',
        handle: 'ada_moreno',
      })
      expect(found.body).not.toContain(suite.ada.email)
    }
  })

  test('a handle someone holds is 409 with a field error, in any case; theirs stays theirs', async () => {
    expect((await setHandle(suite.ada, 'taken_one')).statusCode).toBe(200)
    const res = await setHandle(suite.grace, 'Taken_One')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'That handle is taken',
        fields: { handle: 'That handle is taken' },
      },
    })
    const found = await send('GET', '/api/authors/by-handle/taken_one')
    expect(found.json()).toMatchObject({ authorId: suite.ada.uid })
    // Setting one's own again is no conflict.
    expect((await setHandle(suite.ada, 'TAKEN_ONE')).statusCode).toBe(200)
  })

  test('reserved words and bad shapes are 400 with a field error, and nothing is written', async () => {
    expect((await setHandle(suite.grace, 'grace_o')).statusCode).toBe(200)
    const cases: [unknown, string][] = [
      ['admin', 'That handle is reserved'],
      ['API', 'That handle is reserved'],
      ['@Quill', 'That handle is reserved'],
      ['ab', 'A handle is 3–30 characters of a–z, 0–9 and _'],
      ['a'.repeat(31), 'A handle is 3–30 characters of a–z, 0–9 and _'],
      ['grace-o', 'A handle is 3–30 characters of a–z, 0–9 and _'],
      ['grâce', 'A handle is 3–30 characters of a–z, 0–9 and _'],
      ['x'.repeat(5000), 'A handle is 3–30 characters of a–z, 0–9 and _'],
    ]
    for (const [handle, message] of cases) {
      const res = await setHandle(suite.grace, handle)
      expect(res.statusCode, String(handle).slice(0, 40)).toBe(400)
      expect(res.json().error.fields).toEqual({ handle: message })
    }
    expect((await setHandle(suite.grace, 42)).statusCode).toBe(400)
    const author = await send('GET', `/api/authors/${suite.grace.uid}`)
    expect(author.json()).toMatchObject({ handle: 'grace_o' })
  })

  test("a handle that looks like someone else's handle or name is 400 with a field error", async () => {
    const rosa = await createUser(suite.t, { name: 'Rosa Lindt' })
    // A Cyrillic а: the name reads as "Ivan Petrov" to anyone.
    const ivan = await createUser(suite.t, { name: 'Ivаn Petrov' })
    expect((await setHandle(rosa, 'bob_lee')).statusCode).toBe(200)
    const likeHandle = "That handle looks like someone else's: pick one that reads differently"
    const likeName = "That handle reads as someone else's name: pick another"
    const cases: [string, string][] = [
      ['b0b_lee', likeHandle], // 0 and o
      ['bob_1ee', likeHandle], // 1 and l
      ['BOB_IEE', likeHandle], // I and l, any case
      ['boblee', likeHandle], // the underscore alone
      ['ivan_petrov', likeName], // Ivan's name, Cyrillic а and all
      ['ivanpetr0v', likeName],
      ['rosa_lindt', likeName], // Rosa's name: someone else's to Grace
    ]
    for (const [handle, message] of cases) {
      const res = await setHandle(suite.grace, handle)
      expect(res.statusCode, handle).toBe(400)
      expect(res.json(), handle).toEqual({
        error: { code: 'validation_failed', message, fields: { handle: message } },
      })
    }
    // One's own name is one's own to take; a handle that reads differently is fine.
    expect((await setHandle(ivan, 'ivan_petrov')).statusCode).toBe(200)
    expect((await setHandle(suite.grace, 'bob_leeds')).statusCode).toBe(200)
    // Rosa keeps hers, saving her profile again.
    expect((await setHandle(rosa, 'bob_lee')).statusCode).toBe(200)
  })

  test('absent keeps the handle; an empty one takes it away and frees it', async () => {
    const theo = await createUser(suite.t, { name: 'Theo' })
    expect((await setHandle(theo, 'theo_l')).statusCode).toBe(200)
    const kept = await send('PUT', '/api/profile', bearer(theo), {
      displayName: 'Theo L',
      photoURL: '',
    })
    expect(kept.json()).toMatchObject({ displayName: 'Theo L', handle: 'theo_l' })
    expect((await setHandle(theo, '')).json()).toMatchObject({ handle: null })
    const gone = await send('GET', '/api/authors/by-handle/theo_l')
    expect(gone.statusCode).toBe(404)
    expect(gone.json()).toEqual({ error: { code: 'not_found', message: 'Author not found' } })
    expect((await setHandle(suite.grace, 'theo_l')).statusCode).toBe(200)
  })

  test('two people asking for one handle at once: one gets it, the other a 409', async () => {
    const [a, b] = await Promise.all([
      createUser(suite.t, { name: 'Racer A' }),
      createUser(suite.t, { name: 'Racer B' }),
    ])
    const answers = await Promise.all([setHandle(a, 'photo_finish'), setHandle(b, 'Photo_Finish')])
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409])
  })

  test('an unknown or impossible handle is a 404', async () => {
    for (const handle of ['nobody_here', 'x', 'a'.repeat(300), '%F0%9F%98%80']) {
      const res = await send('GET', `/api/authors/by-handle/${handle}`)
      expect(res.statusCode, handle.slice(0, 20)).toBe(404)
    }
  })
})
