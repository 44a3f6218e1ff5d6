// The contexts every ActivityPub document names come from memory, once, tagged so jsonld keeps
// them processed (docs/decisions/0053); any other goes to the loader it was given.
import { afterEach, expect, test, vi } from 'vitest'
import { KNOWN_CONTEXTS, knownContextsFirst } from './known-contexts'

afterEach(() => vi.restoreAllMocks())

test('every known context is Fedify’s own copy, never fetched, and the same each time', async () => {
  const fetched = vi.spyOn(globalThis, 'fetch')
  const elsewhere = vi.fn()
  const load = knownContextsFirst(elsewhere)
  for (const url of KNOWN_CONTEXTS) {
    const document = await load(url)
    expect(document, url).toMatchObject({ documentUrl: url, tag: 'static' })
    expect((document.document as Record<string, unknown>)['@context'], url).toBeDefined()
    expect(await load(url)).toBe(document)
  }
  expect(fetched).not.toHaveBeenCalled()
  expect(elsewhere).not.toHaveBeenCalled()
})

test('any other context is the given loader’s', async () => {
  const remote = { contextUrl: null, documentUrl: 'https://x.example/ns', document: {} }
  const elsewhere = vi.fn(async () => remote)
  expect(await knownContextsFirst(elsewhere)('https://x.example/ns')).toBe(remote)
  expect(elsewhere).toHaveBeenCalledWith('https://x.example/ns')
})
