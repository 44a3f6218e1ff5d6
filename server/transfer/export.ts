// An author's posts and drafts as a zip, written as it is read (issue 27 item 5): the posts come
// a keyset page at a time, each as `<slug>.md` (YAML front matter and its Markdown), each image
// of the built-in host they name once under `images/` (the Markdown points at it relatively), and
// last `posts.json`, the list of them all. Nothing holds the whole zip: fflate's Zip hands over
// each piece as it is made, and the writer waits whenever the reader is behind.
import { once } from 'node:events'
import type { PassThrough } from 'node:stream'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import matter from 'gray-matter'
import type { Db } from '../db/schema'
import { newestFirstPage } from '../pagination/keyset'
import { type ImageStore, imageUrl, isImageName } from '../images/storage'
import { parseTags, postSlug } from '../posts/post-rows'

const PAGE = 100

export interface ExportContext {
  db: Db
  store: ImageStore
  publicUrl: string
  authorId: string
}

interface ExportedPost {
  _id: string
  file: string
  title: string
  slug: string
  date: string
  editDate: string | null
  status: string
  tags: string[]
  image: string
  language: string
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** Writes the zip into `out` and ends it; a failure destroys `out` (the download breaks). */
export async function writeExport(out: PassThrough, ctx: ExportContext): Promise<void> {
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error)
      return
    }
    out.write(chunk)
    if (final) out.end()
  })
  /** Waits while the reader is behind; stops when it has gone away. */
  const drained = async () => {
    if (out.destroyed) throw new Error('The download was closed')
    if (out.writableNeedDrain) {
      await Promise.race([once(out, 'drain'), once(out, 'close')])
      if (out.destroyed) throw new Error('The download was closed')
    }
  }
  const addText = async (name: string, content: string) => {
    const file = new ZipDeflate(name, { level: 6 })
    zip.add(file)
    file.push(new TextEncoder().encode(content), true)
    await drained()
  }

  const hostedPrefix = imageUrl(ctx.publicUrl, '')
  const hostedImage = new RegExp(`${escapeRegExp(hostedPrefix)}([A-Za-z0-9_-]+\\.webp)`, 'g')
  /** Images already in the zip (true) or not stored here (false), by name. */
  const images = new Map<string, boolean>()
  const addImage = async (name: string): Promise<boolean> => {
    const known = images.get(name)
    if (known !== undefined) return known
    const stored = isImageName(name) ? await ctx.store.open(name) : undefined
    images.set(name, stored !== undefined)
    if (!stored) return false
    // WebP is compressed already: stored as it is.
    const file = new ZipPassThrough(`images/${name}`)
    zip.add(file)
    try {
      for await (const chunk of stored.stream) {
        file.push(chunk as Uint8Array)
        await drained()
      }
    } catch (error) {
      stored.stream.destroy()
      throw error
    }
    file.push(new Uint8Array(0), true)
    return true
  }
  /** A URL of the built-in host becomes `images/<name>` when the image is in the zip. */
  const relative = async (text: string): Promise<string> => {
    const names = new Set([...text.matchAll(hostedImage)].map((match) => match[1] ?? ''))
    const inZip = new Set<string>()
    for (const name of names) if (await addImage(name)) inZip.add(name)
    return text.replace(hostedImage, (whole, name: string) =>
      inZip.has(name) ? `images/${name}` : whole,
    )
  }

  const listed: ExportedPost[] = []
  const files = new Set<string>()
  try {
    let after: { createdAt: string; id: string } | undefined
    for (;;) {
      const rows = await newestFirstPage(
        ctx.db
          .selectFrom('posts')
          .select([
            'id',
            'title',
            'body',
            'image',
            'status',
            'tags',
            'created_at',
            'edited_at',
            'language',
            'slug',
            'original_date',
          ])
          .where('author_id', '=', ctx.authorId),
        { limit: PAGE, after },
      ).execute()
      for (const row of rows.slice(0, PAGE)) {
        const slug = postSlug(row)
        let file = `${slug}.md`
        for (let n = 2; files.has(file); n++) file = `${slug}-${n}.md`
        files.add(file)
        const tags = parseTags(row.tags)
        const image = row.image ? await relative(row.image) : ''
        const body = await relative(row.body)
        const front = {
          title: row.title,
          // A draft imported from elsewhere carries when it was first published (ADR 0080).
          date: row.original_date ?? row.created_at,
          status: row.status,
          tags,
          slug,
          image,
          language: row.language,
        }
        await addText(file, matter.stringify(`${body}\n`, front))
        listed.push({
          _id: row.id,
          file,
          title: row.title,
          slug,
          date: row.created_at,
          editDate: row.edited_at,
          status: row.status,
          tags,
          image,
          language: row.language,
        })
      }
      if (rows.length <= PAGE) break
      const last = rows[PAGE - 1]
      if (!last) break
      after = { createdAt: last.created_at, id: last.id }
    }
    await addText('posts.json', `${JSON.stringify(listed, null, 2)}\n`)
    zip.end()
  } catch (error) {
    zip.terminate()
    if (!out.destroyed) out.destroy(error instanceof Error ? error : new Error(String(error)))
  }
}
