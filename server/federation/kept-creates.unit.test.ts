// A post's `Create` is made as JSON-LD once per version (docs/decisions/0053): the same version
// answers the same JSON, any change in what it is made of makes it anew, and what Fedify signs
// for a delivery is never the kept JSON.
import { Article, Create } from '@fedify/fedify'
import { expect, test } from 'vitest'
import { keptCreate } from './kept-creates'

const values = (name: string) => ({
  id: new URL(`https://quill.example/ap/posts/${name}#create`),
  actor: new URL('https://quill.example/ap/users/ada'),
  object: new Article({ id: new URL(`https://quill.example/ap/posts/${name}`), name }),
})

test('one version is made once; another version, or a part moved, is made anew', async () => {
  const made = ['https://quill.example', 'p1', 'Tides', null]
  const first = await keptCreate(values('Tides'), made).toJsonLd()
  expect(await keptCreate(values('Tides'), [...made]).toJsonLd()).toBe(first)
  const edited = await keptCreate(values('Tides, edited'), [
    ...made.slice(0, 2),
    'Tides, edited',
    null,
  ]).toJsonLd()
  expect(edited).not.toBe(first)
  expect(edited).toMatchObject({ object: { name: 'Tides, edited' } })
  // The same characters cut otherwise are another version.
  const moved = await keptCreate(values('Tides'), [
    'https://quill.example',
    'p1T',
    'ides',
    null,
  ]).toJsonLd()
  expect(moved).not.toBe(first)
  expect(moved).toEqual(first)
})

test('a compact form (what a delivery signs) and a clone are made by Fedify, not kept', async () => {
  const made = ['https://quill.example', 'p2', 'Moons', null]
  const create = keptCreate(values('Moons'), made)
  const kept = await create.toJsonLd()
  expect(await create.toJsonLd({ format: 'compact' })).not.toBe(kept)
  const clone = create.clone({ id: new URL('https://quill.example/other') })
  expect(clone).toBeInstanceOf(Create)
  expect(await clone.toJsonLd()).toMatchObject({ id: 'https://quill.example/other' })
})
