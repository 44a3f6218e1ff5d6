// A zip of Markdown files and their images. Bounded by its headers before anything is inflated
// (ADR 0044, bounds tightened in ADR 0051): fflate's unzipSync makes each entry's buffer the size
// its header declares and never grows it, so a header that lies gets a cut file, not a bomb.
import path from 'node:path'
import { unzipSync } from 'fflate'
import { IMAGE_MAX_BYTES } from '../../contract/images'
import {
  IMPORT_MARKDOWN_MAX_BYTES,
  type ImportError,
  importMessages,
} from '../../contract/transfer'
import type { Candidate, UploadedFile } from './candidate'
import { readMarkdown } from './read-markdown'

/** A zip of at most this many entries, … */
export const ZIP_ENTRIES_MAX = 2000
/**
 * … whose Markdown (each at most IMPORT_MARKDOWN_MAX_BYTES) and images (each at most an
 * upload's IMAGE_MAX_BYTES) are at most this large together once inflated: three times the
 * largest file an import takes, where an export's WebP images barely compress.
 */
export const ZIP_TOTAL_MAX_BYTES = 64 * 1024 * 1024

const IMAGE_EXTENSIONS = /\.(webp|png|jpe?g|gif|avif)$/i
const MARKDOWN_EXTENSIONS = /\.(md|markdown)$/i

class ZipLimitError extends Error {}

/** A path inside a zip that stays inside it: no `..`, no absolute path, no drive letter. */
function safeEntryPath(name: string): string | undefined {
  const slashed = name.replace(/\\/g, '/')
  if (slashed.startsWith('/') || /^[a-z]:/i.test(slashed)) return undefined
  if (slashed.split('/').includes('..')) return undefined
  const normal = path.posix.normalize(slashed)
  if (normal.startsWith('..') || normal.startsWith('/')) return undefined
  return normal
}

/** At most `room` candidate posts of a zip; its problems go to `errors`. */
export function readZip(file: UploadedFile, errors: ImportError[], room: number): Candidate[] {
  let entries: Record<string, Uint8Array>
  let count = 0
  let total = 0
  const skipped: { name: string; message: string }[] = []
  try {
    entries = unzipSync(new Uint8Array(file.data.buffer, file.data.byteOffset, file.data.length), {
      filter: (entry) => {
        count += 1
        if (count > ZIP_ENTRIES_MAX) throw new ZipLimitError()
        if (entry.name.endsWith('/')) return false
        if (safeEntryPath(entry.name) === undefined) {
          skipped.push({ name: entry.name, message: importMessages.unsafePath })
          return false
        }
        const markdown = MARKDOWN_EXTENSIONS.test(entry.name)
        if (!markdown && !IMAGE_EXTENSIONS.test(entry.name)) return false
        // A stored entry is copied at its compressed size, an inflated one made at its declared.
        const size = Math.max(entry.size, entry.originalSize)
        if (markdown && size > IMPORT_MARKDOWN_MAX_BYTES) {
          skipped.push({ name: entry.name, message: importMessages.markdownTooLarge })
          return false
        }
        // Larger than an upload may be: never an image here, and a post naming it keeps its link.
        if (!markdown && size > IMAGE_MAX_BYTES) return false
        total += size
        if (total > ZIP_TOTAL_MAX_BYTES) throw new ZipLimitError()
        return true
      },
    })
  } catch (error) {
    const message =
      error instanceof ZipLimitError ? importMessages.zipTooLarge : importMessages.badZip
    errors.push({ file: file.name, message })
    return []
  }
  for (const { name, message } of skipped) errors.push({ file: `${file.name}/${name}`, message })
  const images = new Map<string, Uint8Array>()
  const markdown: [string, Uint8Array][] = []
  for (const [name, data] of Object.entries(entries)) {
    const safe = safeEntryPath(name)
    if (safe === undefined) continue
    // macOS's resource forks are not posts.
    if (safe.startsWith('__MACOSX/') || path.posix.basename(safe).startsWith('._')) continue
    if (IMAGE_EXTENSIONS.test(safe)) images.set(safe, data)
    else markdown.push([safe, data])
  }
  if (markdown.length === 0) {
    if (!skipped.some((s) => s.message === importMessages.markdownTooLarge)) {
      errors.push({ file: file.name, message: importMessages.noPosts })
    }
    return []
  }
  markdown.sort(([a], [b]) => a.localeCompare(b))
  const candidates: Candidate[] = []
  for (const [name, data] of markdown) {
    if (candidates.length >= room) break
    const folder = path.posix.dirname(name)
    const candidate = readMarkdown(`${file.name}/${name}`, data, folder, images, errors)
    if (candidate) candidates.push(candidate)
  }
  return candidates
}

/** The path a relative reference inside a zip's Markdown file names, or undefined. */
export function zipPath(
  post: { folder: string; zipImages?: Map<string, Uint8Array> },
  reference: string,
): string | undefined {
  if (!post.zipImages || /^[a-z][a-z0-9+.-]*:/i.test(reference)) return undefined
  let decoded = reference
  try {
    decoded = decodeURIComponent(reference)
  } catch {
    // Kept as written.
  }
  const joined = path.posix.normalize(path.posix.join(post.folder, decoded))
  return safeEntryPath(joined)
}
