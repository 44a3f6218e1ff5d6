import type { Catalog } from '../lib/i18n/i18n'

/** A language's areas as one catalog: ids are unique across areas (scripts/check-messages.ts). */
export function mergeAreas(areas: Record<string, unknown>): Catalog {
  return Object.assign({}, ...Object.values(areas)) as Catalog
}
