// Turns an import's posts (read in a worker thread, each already within every rule of a post:
// read-import.ts) into drafts: its images are copied to the image host where that can be done,
// and it is written in its own transaction. A post that breaks a rule once its image URLs are
// copied is an error line; the others still arrive. Nothing an import makes is ever published.
import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import sharp from 'sharp'
import { IMAGE_MAX_EDGE, parseHostedImageName } from '../../contract/images'
import { NewPostInputSchema } from '../../contract/posts'
import { type ImportError, type ImportResult, importMessages } from '../../contract/transfer'
import { now } from '../clock'
import type { Db } from '../db/schema'
import { newId } from '../ids'
import { describeImage, storeImage } from '../images/hosted'
import type { ImageHostRule } from '../images/image-host'
import { type ProcessedImage, processImage } from '../images/process'
import { type ImageStore, imageUrl } from '../images/storage'
import { recordUpload } from '../images/uploads'
import { insertPost } from '../posts/post-repository'
import type { ReadPost } from './candidate'
import { zipPath } from './read-zip'

/** At most this many images are copied by one import (the rest keep their URLs). */
export const IMPORT_IMAGES_MAX = 200

export interface ImportContext {
  db: Db
  store: ImageStore
  publicUrl: string
  imageHost: ImageHostRule
  author: { uid: string; email: string; name: string }
  /** A post's language when its file names none: the site's now (ADR 0077). */
  siteLanguage: string
  log: FastifyBaseLogger
  /** Fetches a remote image's bytes (fetch-image.ts), or throws. */
  fetchImage: (url: string) => Promise<Buffer>
}

/**
 * `![alt](url "title")`: the URL of each Markdown image. The alt text stops at a `[` too, so a
 * line of `![![![…` is scanned once, not once from every `![` (50,000 characters of it took half
 * a second of the event loop, twice a post).
 */
export const MARKDOWN_IMAGE = /(!\[[^[\]\n]*\]\(\s*<?)([^\s)>]+)/g

export async function importPosts(
  candidates: ReadPost[],
  ctx: ImportContext,
  errors: ImportError[],
): Promise<ImportResult['imported']> {
  const imported: ImportResult['imported'] = []
  // One copy of each image per request, whichever post names it.
  const copies = new Map<string, Promise<string | undefined>>()
  let copied = 0

  /** The image host's URL for a reference, or undefined when it stays as it is. */
  const copy = (candidate: ReadPost, reference: string): Promise<string | undefined> => {
    const inZip = zipPath(candidate, reference)
    const key = inZip !== undefined ? `zip:${candidate.file.split('/')[0]}:${inZip}` : reference
    const known = copies.get(key)
    if (known) return known
    const made = (async () => {
      if (inZip === undefined && !/^https?:\/\//i.test(reference)) return undefined
      // Already on the image host (ours, or the configured one): nothing to copy.
      if (inZip === undefined && ctx.imageHost.allows(reference)) return reference
      if (copied >= IMPORT_IMAGES_MAX) return undefined
      copied += 1
      try {
        // An image exported from this very host: the same bytes are already stored.
        if (inZip !== undefined) {
          const same = await alreadyHosted(ctx.store, inZip, candidate.zipImages?.get(inZip))
          if (same) return imageUrl(ctx.publicUrl, same)
        }
        const bytes =
          inZip !== undefined
            ? Buffer.from(candidate.zipImages?.get(inZip) ?? [])
            : await ctx.fetchImage(reference)
        if (bytes.length === 0) return undefined
        const image = await keptAsIs(bytes, await processImage(bytes))
        await recordUpload(ctx.db, {
          name: describeImage(image).name,
          uploaderId: ctx.author.uid,
          at: now(),
        })
        const stored = await storeImage(ctx.store, image)
        return imageUrl(ctx.publicUrl, stored.name)
      } catch (error) {
        ctx.log.info({ reference, err: error }, 'import: an image was not copied')
        return undefined
      }
    })()
    copies.set(key, made)
    return made
  }

  for (const candidate of candidates) {
    const { postTitle, tags } = candidate

    // Already here (imported before, or this very post exported): skipped, with a line.
    if (await alreadyHere(ctx, candidate)) {
      errors.push({ file: candidate.file, message: importMessages.alreadyHere })
      continue
    }

    // The body's images, each copied once.
    const references = new Set<string>()
    for (const match of candidate.body.matchAll(MARKDOWN_IMAGE)) references.add(match[2] ?? '')
    const replacements = new Map<string, string>()
    for (const reference of references) {
      const url = await copy(candidate, reference)
      if (url && url !== reference) replacements.set(reference, url)
      else if (!url)
        errors.push({ file: candidate.file, message: importMessages.imageKept(reference) })
    }
    const body = candidate.body.replace(
      MARKDOWN_IMAGE,
      (whole, start: string, reference: string) =>
        `${start}${replacements.get(reference) ?? reference}`,
    )

    // The cover: copied, or dropped (a post may show only the image host's images).
    let image = ''
    if (candidate.image) {
      const url = await copy(candidate, candidate.image)
      if (url && ctx.imageHost.allows(url)) image = url
      else
        errors.push({ file: candidate.file, message: importMessages.coverDropped(candidate.image) })
    }
    // None: the first of the body's images that is on the image host (ADR 0080).
    if (!image) {
      for (const match of body.matchAll(MARKDOWN_IMAGE)) {
        const url = match[2] ?? ''
        if (/^https?:\/\//i.test(url) && ctx.imageHost.allows(url)) {
          image = url
          break
        }
      }
    }

    // The copied URLs are longer than the references: the body's rule is checked again.
    const final = NewPostInputSchema.safeParse({
      postTitle,
      postBody: body,
      tags,
      image,
      status: 'draft',
      ...(candidate.language !== undefined ? { language: candidate.language } : {}),
    })
    if (!final.success) {
      errors.push({
        file: candidate.file,
        message: final.error.issues[0]?.message ?? importMessages.notSaved,
      })
      continue
    }
    const id = newId()
    try {
      // insertPost writes the post, its tags and its first revision in one transaction.
      await insertPost(ctx.db, {
        id,
        title: final.data.postTitle,
        body: final.data.postBody ?? '',
        image: final.data.image ?? '',
        status: 'draft',
        tags: final.data.tags ?? [],
        language: final.data.language ?? ctx.siteLanguage,
        author_email: ctx.author.email,
        author_name: ctx.author.name,
        author_id: ctx.author.uid,
        created_at: now(),
        edited_at: null,
        // Its history (ADR 0080): publishing dates it to when it was first published there.
        original_date: candidate.originalDate ?? null,
        slug: candidate.slug ?? null,
        source_id: candidate.sourceId ?? null,
      })
      imported.push({ _id: id, postTitle: final.data.postTitle })
    } catch (error) {
      ctx.log.error({ err: error, file: candidate.file }, 'import: a post was not saved')
      errors.push({ file: candidate.file, message: importMessages.notSaved })
    }
  }
  return imported
}

/** The name a zip's image has on this host when its bytes are the stored image of that name. */
async function alreadyHosted(
  store: ImageStore,
  entry: string,
  data: Uint8Array | undefined,
): Promise<string | undefined> {
  const name = entry.split('/').pop() ?? ''
  const parsed = parseHostedImageName(name)
  if (!data || !parsed || parsed.variant !== undefined) return undefined
  const hash = createHash('sha256').update(data).digest('hex')
  if (!name.startsWith(`${hash}`)) return undefined
  return (await store.has(name)) ? name : undefined
}

/**
 * Whether the author has this post already: one from the same source (imported before), or with
 * the same title and date — first published then, or written here then (an export of this very
 * site, whose files carry each post's date).
 */
async function alreadyHere(ctx: ImportContext, post: ReadPost): Promise<boolean> {
  const { sourceId, date } = post
  if (!sourceId && !date) return false
  const found = await ctx.db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', ctx.author.uid)
    .where((eb) =>
      eb.or([
        ...(sourceId ? [eb('source_id', '=', sourceId)] : []),
        ...(date
          ? [
              eb.and([
                eb('title', '=', post.postTitle),
                eb.or([eb('original_date', '=', date), eb('created_at', '=', date)]),
              ]),
            ]
          : []),
      ]),
    )
    .limit(1)
    .executeTakeFirst()
  return found !== undefined
}

/**
 * The image as it came when it is already what the image host makes: a WebP within the largest
 * edge, upright, with no metadata to strip (another Quill's export). Its bytes are kept, not
 * encoded again (which costs quality at every move, and gives it another name); its variants are
 * made as for any image (ADR 0080).
 */
async function keptAsIs(bytes: Buffer, processed: ProcessedImage): Promise<ProcessedImage> {
  const meta = await sharp(bytes).metadata()
  const asMade =
    meta.format === 'webp' &&
    (meta.pages ?? 1) === 1 &&
    meta.width === processed.width &&
    meta.height === processed.height &&
    Math.max(meta.width, meta.height) <= IMAGE_MAX_EDGE &&
    (meta.orientation ?? 1) === 1 &&
    !meta.exif &&
    !meta.xmp &&
    !meta.iptc &&
    !meta.icc
  return asMade ? { ...processed, data: bytes } : processed
}
