// The JSON-LD contexts every ActivityPub document names, answered from memory and marked as
// never changing (docs/decisions/0053). Fedify's context loader asked its key–value store (our
// database, `federation_kv`) for each of them on every expansion and compaction, parsed the
// stored copy, and jsonld processed it anew each time: a `Create` is expanded and compacted
// once per item, so an outbox page of 20 read, parsed and processed a context 120 times.
// Tagged `static`, a context is processed once and jsonld keeps it across operations.
import { type DocumentLoader, type RemoteDocument, getDocumentLoader } from '@fedify/fedify'

/**
 * Contexts Fedify ships copies of (its `preloadedContexts`, not exported), which its loader
 * answers without the network: what our documents name, and what common servers' do.
 */
export const KNOWN_CONTEXTS: ReadonlySet<string> = new Set([
  'https://www.w3.org/ns/activitystreams',
  'https://w3id.org/security/v1',
  'https://w3id.org/security/data-integrity/v1',
  'https://www.w3.org/ns/did/v1',
  'https://w3id.org/security/multikey/v1',
  'https://w3id.org/identity/v1',
  'https://purl.archive.org/socialweb/webfinger',
  'http://schema.org/',
  'https://gotosocial.org/ns',
])

/** jsonld keeps a resolved context across operations only when its document has a tag. */
type TaggedDocument = RemoteDocument & { tag: 'static' }

const preloaded = getDocumentLoader()
const kept = new Map<string, Promise<TaggedDocument>>()

function knownContext(url: string): Promise<TaggedDocument> {
  let document = kept.get(url)
  if (!document) {
    document = preloaded(url).then((remote) => ({ ...remote, tag: 'static' as const }))
    document.catch(() => kept.delete(url))
    kept.set(url, document)
  }
  return document
}

/** `loader`, except that a known context comes from memory, tagged `static`. */
export function knownContextsFirst(loader: DocumentLoader): DocumentLoader {
  return (url) => (KNOWN_CONTEXTS.has(url) ? knownContext(url) : loader(url))
}
