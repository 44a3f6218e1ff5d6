// Fedify's document loaders through the outbound guard (ADR 0054). Fedify's own loaders parse
// JSON-LD well (preloaded contexts, `Link` alternates, signed fetches), but check an address
// before they fetch and fetch again after (a rebinding name passes), miss some ranges, follow
// redirects without end and read any size. So each load runs them with their own check off,
// inside a scope of the guard: the address is checked where the socket connects, an answer
// over 1 MB is cut as it arrives, a load has 10 seconds in all and follows at most 5 redirects.
// What is cached in the key–value store is therefore never over the cap either.
import {
  type AuthenticatedDocumentLoaderFactory,
  type DocumentLoader,
  type DocumentLoaderFactory,
  type KvStore,
  getAuthenticatedDocumentLoader,
  getDocumentLoader,
  getUserAgent,
  kvCache,
} from '@fedify/fedify'
import { type OutboundBounds, type OutboundPolicy, onStrangersBehalf } from '../outbound/guard'
import { knownContextsFirst } from './known-contexts'

/** One remote document (an actor, a key, an object, a WebFinger answer, a context). */
export const DOCUMENT_BOUNDS: OutboundBounds = {
  maxBytes: 1024 * 1024,
  timeoutMs: 10_000,
  maxRequests: 6,
}

export interface LoaderOptions {
  policy: OutboundPolicy
  kv: KvStore
  userAgent: { software: string; url: URL }
}

const guarded =
  (policy: OutboundPolicy, load: DocumentLoader): DocumentLoader =>
  (url: string) =>
    onStrangersBehalf(policy, DOCUMENT_BOUNDS, () => load(url))

export function documentLoaders({ policy, kv, userAgent }: LoaderOptions): {
  documentLoaderFactory: DocumentLoaderFactory
  contextLoaderFactory: DocumentLoaderFactory
  authenticatedDocumentLoaderFactory: AuthenticatedDocumentLoaderFactory
} {
  const ua = getUserAgent(userAgent)
  // Fedify's own address check is off: the guard's, at the socket, replaces it.
  const plain = guarded(policy, getDocumentLoader({ allowPrivateAddress: true, userAgent: ua }))
  const cached = kvCache({ loader: plain, kv, prefix: ['_fedify', 'remoteDocument'] })
  return {
    documentLoaderFactory: () => cached,
    // The contexts every document names come from memory, processed once (ADR 0053).
    contextLoaderFactory: () => knownContextsFirst(cached),
    authenticatedDocumentLoaderFactory: (identity) =>
      guarded(
        policy,
        getAuthenticatedDocumentLoader(identity, { allowPrivateAddress: true, userAgent: ua }),
      ),
  }
}
