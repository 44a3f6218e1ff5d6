// "Your words are yours": `GET /api/export` streams the caller's posts and
// drafts as a zip (server/transfer/export.ts); `POST /api/import` reads Markdown files, zips of
// them, Ghost exports and RSS/Atom feeds (multipart, any field) into drafts, file by file
// (server/transfer/read-files.ts in a worker thread, then import.ts). ADR 0044, ADR 0051.
import { PassThrough } from 'node:stream'
import multipart from '@fastify/multipart'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  IMPORT_BODY_MAX_BYTES,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
  ImportResultSchema,
  exportFileName,
  importMessages,
} from '../../contract/transfer'
import { now } from '../clock'
import { HttpError, badRequest, payloadTooLarge } from '../errors'
import { imageHostRule } from '../images/image-host'
import { writeExport } from './export'
import { type FetchImageOptions, fetchImage } from './fetch-image'
import type { UploadedFile } from './candidate'
import { importPosts } from './import'
import { ImportReaders } from './read-off-thread'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { rateLimits } from './rate-limits'

/**
 * Tests only: how remote images are fetched (the stand-in image servers are on loopback), or a
 * stand-in for the fetch itself (the fixtures name images on the real internet).
 */
export const transferTesting: {
  fetchOptions: FetchImageOptions
  fetchImage?: ((url: string) => Promise<Buffer>) | undefined
} = { fetchOptions: {} }

const ImportBodySchema = z.unknown().meta({
  type: 'object',
  properties: { files: { type: 'array', items: { type: 'string', format: 'binary' } } },
})

const transfer: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database
  const imageHost = imageHostRule(app.config)
  const readers = new ImportReaders({ budgetMs: app.config.importReadBudgetMs })
  app.addHook('onClose', () => readers.close())
  const tooLarge = () =>
    payloadTooLarge(
      `An import must be at most ${IMPORT_BODY_MAX_BYTES / 1024 / 1024} MB in all, and each file at most ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB`,
    )
  /** What reading a multipart body threw, as the 4xx it is. */
  const partsError = (error: unknown) => {
    if (error instanceof HttpError) return error
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) return tooLarge()
    if (
      error instanceof app.multipartErrors.FilesLimitError ||
      error instanceof app.multipartErrors.PartsLimitError
    ) {
      return payloadTooLarge(importMessages.tooManyFiles)
    }
    if (error instanceof app.multipartErrors.FieldsLimitError) {
      return payloadTooLarge(importMessages.tooManyFiles)
    }
    return badRequest('The import is not a well-formed multipart/form-data body')
  }

  // Scoped to this plugin, as the image upload's is.
  await app.register(multipart, {
    limits: {
      fileSize: IMPORT_FILE_MAX_BYTES,
      files: IMPORT_FILES_MAX,
      fields: 10,
      fieldSize: 1024,
      parts: IMPORT_FILES_MAX + 10,
    },
  })

  route(app, {
    method: 'GET',
    url: '/export',
    access: 'signedIn',
    // Reading every post and image of an author is the costliest read there is.
    rateLimit: rateLimits.exportPosts,
    tag: 'posts',
    summary: 'Download your posts and drafts as a zip of Markdown files with their images',
    response: {
      200: {
        description:
          'A zip: `<slug>.md` per post and draft (YAML front matter: title, date, status, tags, slug, image), `images/`, and `posts.json`',
        content: { 'application/zip': { schema: z.string() } },
      },
    },
    handler: async (request, typedReply) => {
      // The declared answer is bytes (a stream), not the JSON the type provider types.
      const reply = typedReply as unknown as FastifyReply
      const user = currentUser(request)
      const out = new PassThrough()
      // The reader went away: the writer stops at its next wait.
      reply.raw.on('close', () => {
        if (!out.writableEnded) out.destroy()
      })
      void writeExport(out, {
        db,
        store: app.imageStore,
        publicUrl: app.config.publicUrl,
        authorId: user.uid,
      }).catch((error: unknown) => request.log.error({ err: error }, 'export failed'))
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${exportFileName(now())}"`)
        .header('cache-control', 'private, no-store')
        .send(out)
    },
  })

  route(app, {
    method: 'POST',
    url: '/import',
    // As posting: a verified email, once the declared size has passed.
    access: 'verified',
    checkAccessIn: 'preHandler',
    onRequest: async (request) => {
      if (Number(request.headers['content-length'] ?? 0) > IMPORT_BODY_MAX_BYTES) {
        throw tooLarge()
      }
    },
    rateLimit: rateLimits.importPosts,
    tag: 'posts',
    summary:
      'Import posts as drafts: Markdown files (YAML front matter), zips of them, a Ghost JSON export, or an RSS/Atom feed',
    description:
      'multipart/form-data, the files in any field. Every post arrives as a draft. A file that cannot be read, or a post that breaks a rule of posts, is a line of `errors`; the others are imported.',
    consumes: ['multipart/form-data'],
    body: ImportBodySchema,
    response: { 200: ImportResultSchema },
    handler: async (request) => {
      if (!request.isMultipart()) throw badRequest(importMessages.noFiles)
      const user = currentUser(request)

      // The whole body is read before anything is written: a body cut off imports nothing.
      const files: UploadedFile[] = []
      let total = 0
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue
          const data = await part.toBuffer()
          total += data.length
          if (total > IMPORT_BODY_MAX_BYTES) throw tooLarge()
          files.push({ name: cleanName(part.filename, files.length), data })
        }
      } catch (error) {
        throw partsError(error)
      }
      if (files.length === 0) throw badRequest(importMessages.noFiles)

      // Off the event loop, bounded in time and memory: other readers are served meanwhile.
      const { posts, errors } = await readers.read(files, request.log)
      const imported = await importPosts(
        posts,
        {
          db,
          store: app.imageStore,
          publicUrl: app.config.publicUrl,
          imageHost,
          author: { uid: user.uid, email: user.email, name: user.name },
          siteLanguage: (await app.site()).settings.language,
          log: request.log,
          fetchImage: (url) =>
            transferTesting.fetchImage?.(url) ?? fetchImage(url, transferTesting.fetchOptions),
        },
        errors,
      )
      request.log.info(
        { imported: imported.length, errors: errors.length, files: files.length },
        'import done',
      )
      return { imported, errors }
    },
  })
}

/** A file's name as its error lines show it: its base name, printable, at most 200 characters. */
function cleanName(name: string | undefined, index: number): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  // eslint-disable-next-line no-control-regex
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200)
  return printable || `file-${index + 1}`
}

export default transfer
