// What an import reads: the files as uploaded, and the posts found in them — as a file describes
// them (a Candidate), then once they pass every rule of a post (a ReadPost, checked in
// read-import.ts), which is what crosses back from the worker thread (read-off-thread.ts).
/** A file of an import request. */
export interface UploadedFile {
  name: string
  data: Uint8Array
}

/** A post as a file describes it, not yet checked. */
export interface Candidate {
  /** The file (or `zip/entry`, or `file#n`) named in its error lines. */
  file: string
  title: string | undefined
  body: string
  tags: string[]
  /** The cover image: a URL, a path inside the zip, or ''. */
  image: string
  /** The zip's images by their normalised path, for relative references. */
  zipImages?: Map<string, Uint8Array>
  /** The folder of the Markdown file inside its zip ('' at its root). */
  folder: string
  /** Its language as the file says it (front matter `language`); absent: the site's. */
  language?: string | undefined
  /**
   * When it was first published where it came from, as the file says it (a Date, an ISO text, a
   * feed's RFC 822 date…); kept, if it is a real moment in the past, as ISO (ADR 0080).
   */
  date?: unknown
  /** The file says the post was not out there (a draft): its date is not a publication's. */
  unpublished?: boolean
  /** Its slug where it came from, as the file says it. */
  slug?: string | undefined
  /** What names it where it came from: a second import of it is skipped (ADR 0080). */
  sourceId?: string | undefined
}

/** A post that passed every rule of a post (contract/posts.ts), ready to be written. */
export interface ReadPost extends Omit<Candidate, 'title' | 'date' | 'unpublished'> {
  postTitle: string
  /** The file's date, ISO-8601 UTC, a moment in the past: with the title, what tells it is here. */
  date?: string | undefined
  /** When it was first published there: the date, unless the file says it was a draft. */
  originalDate?: string | undefined
}
