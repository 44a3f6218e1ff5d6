// Issue 27, item 5: an author's words leave and arrive. `GET /api/export` answers a zip of the
// author's posts and drafts (Markdown with YAML front matter, their images, posts.json);
// `POST /api/import` takes Markdown files, zips of them, a Ghost JSON export or an RSS/Atom feed
// and answers what it imported (always as drafts) and, file by file, what it could not.
import * as z from 'zod/mini'
import { IdSchema } from './common'

/** At most this many files in one import request (a zip counts as one). */
export const IMPORT_FILES_MAX = 50
/** One file of an import, in bytes. */
export const IMPORT_FILE_MAX_BYTES = 20 * 1024 * 1024
/** The whole multipart body of an import, in bytes. */
export const IMPORT_BODY_MAX_BYTES = 40 * 1024 * 1024
/** At most this many posts are made by one import; the rest are error lines. */
export const IMPORT_POSTS_MAX = 500
/** One Markdown file (alone or in a zip): a post's 50,000 characters with room for front matter. */
export const IMPORT_MARKDOWN_MAX_BYTES = 256 * 1024
/** One post's HTML (Ghost, RSS, Atom) before it becomes Markdown. */
export const IMPORT_HTML_MAX_BYTES = 512 * 1024
/** How deep one post's HTML may nest its elements. */
export const IMPORT_HTML_DEPTH_MAX = 100
/** The file types the import screen offers (the server reads the content, not the name). */
export const IMPORT_ACCEPT = '.md,.markdown,.zip,.json,.xml,.rss,.atom'

export const ImportedPostSchema = z.object({ _id: IdSchema, postTitle: z.string() })
/** One file (or one post of a file, or one entry of a zip) that was not imported, and why. */
export const ImportErrorSchema = z.object({ file: z.string(), message: z.string() })

export const ImportResultSchema = z.object({
  imported: z.array(ImportedPostSchema),
  errors: z.array(ImportErrorSchema),
})
export type ImportResult = z.infer<typeof ImportResultSchema>
export type ImportError = z.infer<typeof ImportErrorSchema>

/** The messages of an import's error lines, the same on server, mock and screen. */
export const importMessages = {
  noFiles: 'Send the files to import as multipart/form-data',
  tooManyFiles: `Send at most ${IMPORT_FILES_MAX} files at once`,
  fileTooLarge: `A file to import must be at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
  unknownType:
    'Not a file Quill can import: send Markdown (.md), a zip of them, a Ghost JSON export, or an RSS or Atom feed',
  emptyFile: 'The file is empty',
  badFrontMatter: 'The front matter is not valid YAML',
  frontMatterLanguage: 'Only YAML front matter is read',
  badZip: 'The zip could not be read',
  zipTooLarge: 'The zip holds too many files or too much data',
  unsafePath: 'A path inside the zip leaves its folder: skipped',
  badJson: 'The JSON could not be read',
  notGhost: 'The JSON is not a Ghost export (no db[].data.posts)',
  badXml: 'The XML could not be read',
  xmlEntities: 'Feeds that declare their own entities are not read',
  notFeed: 'The XML is not an RSS or Atom feed',
  noPosts: 'The file holds no posts',
  tooManyPosts: `At most ${IMPORT_POSTS_MAX} posts are imported at once: the rest were skipped`,
  imageKept: (url: string) => `The image ${url} could not be copied: the post links to it`,
  coverDropped: (url: string) =>
    `The cover image ${url} could not be copied to the image host: the draft has none`,
  notSaved: 'The post could not be saved',
  markdownTooLarge: `A Markdown file must be at most ${IMPORT_MARKDOWN_MAX_BYTES / 1024} KB (a post is at most 50,000 characters)`,
  htmlTooLarge: `The post's HTML is over ${IMPORT_HTML_MAX_BYTES / 1024} KB (a post is at most 50,000 characters)`,
  htmlTooDeep: `The post's HTML nests elements more than ${IMPORT_HTML_DEPTH_MAX} deep`,
  titleNotText: 'Title must be text',
  tagsNotText:
    'Each tag must be a word: put quotes around one YAML reads as something else (a list, a date, yes or no)',
  jsonTooComplex: 'The JSON holds too many objects and lists to be read: split the export',
  xmlTooComplex: 'The feed holds too many elements and attributes to be read: split it',
  readTooLong: (seconds: number) =>
    `Reading the file took more than ${seconds} s: it was stopped (split it into smaller files)`,
  readTooLarge:
    'Reading the file needed too much memory: it was stopped (split it into smaller files)',
  unreadable: 'The file could not be read',
  notRead: 'Not read: a file before it stopped the import',
  busy: 'The server is reading other imports: try again in a minute',
  htmlUnreadable: "The post's HTML could not be read",
  badTomlFrontMatter:
    'The TOML front matter could not be read (only its top-level text, numbers, dates and lists are)',
  emptyPost: 'The post has no text',
  ghostEditorUnread: "The post's text is kept in a Ghost editor format that could not be read",
  tagDropped: (tag: string) =>
    `The tag "${tag}" cannot be a tag here (1–30 of a–z, 0–9 and -): it was left out`,
  /** The post is here already (the same source, or the same title and date): not imported again. */
  alreadyHere: 'Already here: skipped',
} as const

/** The zip's name: `quill-export-2026-11-25.zip`. */
export const exportFileName = (isoDate: string) => `quill-export-${isoDate.slice(0, 10)}.zip`
