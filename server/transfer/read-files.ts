// What an import's files hold, as candidate posts: Markdown with YAML front matter
// (read-markdown.ts), a zip of such files and their images (read-zip.ts), a Ghost JSON export
// (read-ghost.ts), or an RSS 2.0 / Atom feed (read-feed.ts). Nothing here touches the database
// or the network, and it runs in a worker thread (read-off-thread.ts): every problem is an error
// line for its file, and every post found is checked against a post's rules (read-import.ts).
import { type ImportError, importMessages } from '../../contract/transfer'
import type { Candidate, UploadedFile } from './candidate'
import { readFeed } from './read-feed'
import { readGhost } from './read-ghost'
import { readMarkdown } from './read-markdown'
import { text } from './read-values'
import { readZip } from './read-zip'

type Kind = 'markdown' | 'zip' | 'json' | 'xml'

/** What a file is, by its bytes first and its name second. */
function kindOf(file: UploadedFile): Kind | undefined {
  const data = file.data
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03) return 'zip'
  if (data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x05) return 'zip'
  const name = file.name.toLowerCase()
  if (/\.(md|markdown|mdown|txt)$/.test(name)) return 'markdown'
  const start = text(data.subarray(0, 512)).trimStart()
  if (name.endsWith('.json') || start.startsWith('{')) return 'json'
  if (/\.(xml|rss|atom)$/.test(name) || start.startsWith('<')) return 'xml'
  if (start.startsWith('---') || start.startsWith('#')) return 'markdown'
  return undefined
}

/** At most `room` candidate posts of one uploaded file; its problems go to `errors`. */
export function readFile(file: UploadedFile, errors: ImportError[], room: number): Candidate[] {
  if (file.data.length === 0) {
    errors.push({ file: file.name, message: importMessages.emptyFile })
    return []
  }
  switch (kindOf(file)) {
    case 'zip':
      return readZip(file, errors, room)
    case 'markdown': {
      const candidate = readMarkdown(file.name, file.data, '', undefined, errors)
      return candidate ? [candidate] : []
    }
    case 'json':
      return readGhost(file, errors, room)
    case 'xml':
      return readFeed(file, errors, room)
    default:
      errors.push({ file: file.name, message: importMessages.unknownType })
      return []
  }
}
