import { HttpResponse, http } from 'msw'
import type { ErrorBody } from '../../contract/common'
import {
  FEED_BODY_PREVIEW_MAX,
  NewPostInputSchema,
  UpdatePostInputSchema,
  autosaveNotPublished,
  imageRequired,
  postChangedElsewhere,
  publishAtInPast,
  type DeleteResult,
  type InsertResult,
  type NewPostInput,
  type Post,
  type PostDetail,
  type PostSummary,
  type UpdatePostInput,
  type UpdateResult,
} from '../../contract/posts'
import { type Preview, type PreviewInput, PreviewInputSchema } from '../../contract/preview'
import { TagQuerySchema, type TagCount } from '../../contract/tags'
import { LanguageTagSchema } from '../../contract/language-tag'
import { languageMatches, languageTagInvalid } from '../../contract/post-language'
import { renderMarkdown } from '../../markdown/render'
import { slugify } from '../../contract/slug'
import { makePost, rendered, store } from '../store'
import { pageOf } from './paging'
import { caller, invalid } from './request-checks'
import { API, errorResponse } from './shared'
import { postView, viewer } from './views'
import { roleAtLeast } from '../../contract/site-facts'
import { endMockReview } from './reviews'

type Params = { postId: string }

/**
 * Owned by the account's uid, as on the server. A post made without an `authorId` (a test's
 * fixture) stands for one from before uids that its author has already claimed: owned by email.
 */
function isOwner(post: Post, who: { email: string; uid: string }): boolean {
  return post.authorId ? post.authorId === who.uid : post.author === who.email
}

export function ownPost(postId: string, who: { email: string; uid: string }) {
  const post = store.posts.find((p) => p._id === postId)
  if (!post) return { response: errorResponse(404, 'not_found', 'Post not found') }
  if (!isOwner(post, who)) {
    return { response: errorResponse(403, 'forbidden', 'Only the author may change this post') }
  }
  return { post }
}

const published = () => store.posts.filter((post) => post.status === 'published')

/** As the server's feed carries a post: a prefix of its plain text, without its HTML. */
export function toSummary({ bodyHtml: _html, ...post }: PostDetail): PostSummary {
  const text = Array.from(renderMarkdown(post.postBody).text)
  return {
    ...post,
    postBody: text.slice(0, FEED_BODY_PREVIEW_MAX).join(''),
    bodyTruncated: text.length > FEED_BODY_PREVIEW_MAX,
  }
}

const notFound = () => errorResponse(404, 'not_found', 'Post not found')

export const handlers = [
  http.get<never, never, PostSummary[] | ErrorBody>(`${API}/posts`, ({ request }) => {
    const tag = TagQuerySchema.safeParse(new URL(request.url).searchParams.get('tag') ?? undefined)
    if (!tag.success) {
      return errorResponse(400, 'validation_failed', 'Not a valid tag', { tag: 'Not a valid tag' })
    }
    // `?language=de`: its posts and its regions' (ADR 0077), as on the server.
    const language = LanguageTagSchema.safeParse(
      new URL(request.url).searchParams.get('language') ?? undefined,
    )
    const asked = new URL(request.url).searchParams.has('language')
    if (asked && !language.success) {
      return errorResponse(400, 'validation_failed', languageTagInvalid, {
        language: languageTagInvalid,
      })
    }
    const filter = asked && language.success ? language.data : undefined
    const author = new URL(request.url).searchParams.get('author')
    const posts = published().filter(
      (post) =>
        (!tag.data || post.tags.includes(tag.data)) &&
        (!author || post.authorId === author) &&
        (!filter || languageMatches(filter, post.language)),
    )
    const { page, headers } = pageOf(request, posts)
    const who = viewer(request)
    return HttpResponse.json(
      page.map((post) => toSummary(postView(post, who))),
      { headers },
    )
  }),

  http.get<never, never, TagCount[]>(`${API}/tags`, () => {
    const counts = new Map<string, number>()
    for (const post of published()) {
      for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1)
    }
    const list = [...counts].map(([tag, count]) => ({ tag, count }))
    list.sort((a, b) => b.count - a.count || (a.tag < b.tag ? -1 : 1))
    return HttpResponse.json(list)
  }),

  http.get<Params, never, Post | ErrorBody>(`${API}/post/:postId`, ({ request, params }) => {
    const post = store.posts.find((p) => p._id === params.postId)
    if (!post) return notFound()
    // A draft (or a scheduled post) is there only for its author and the editors, as on the server.
    const who = viewer(request)
    const email = request.headers.get('email')?.toLowerCase() ?? ''
    const editor = who !== undefined && roleAtLeast(store.staff.get(email)?.role, 'editor')
    if (post.status !== 'published' && (!post.authorId || post.authorId !== who) && !editor) {
      return notFound()
    }
    return HttpResponse.json(postView(post, who))
  }),

  http.get<never, never, Post[] | ErrorBody>(`${API}/userPost`, ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const { page, headers } = pageOf(
      request,
      store.posts.filter((post) => isOwner(post, who)),
    )
    return HttpResponse.json(
      page.map((post) => postView(post, who.uid, true)),
      { headers },
    )
  }),

  http.post<never, NewPostInput, InsertResult | ErrorBody>(`${API}/post`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = NewPostInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const { postBody = '', image = '', status = 'published', tags = [], publishAt } = input.data
    // Sent, or the site's language (ADR 0077).
    const language = input.data.language ?? store.site.settings.language
    if (publishAt && Date.parse(publishAt) <= Date.now()) {
      return errorResponse(400, 'validation_failed', publishAtInPast, {
        publishAt: publishAtInPast,
      })
    }
    const post = makePost({
      ...(status === 'scheduled' && publishAt ? { publishAt } : {}),
      postTitle: input.data.postTitle,
      postBody,
      image,
      status,
      tags,
      language,
      author: who.email,
      authorDisplayName: who.name,
      authorId: who.uid,
      date: new Date().toISOString(),
    })
    store.posts.push(post)
    return HttpResponse.json(
      { acknowledged: true, insertedId: post._id, slug: post.slug },
      { status: 201 },
    )
  }),

  http.post<never, PreviewInput, Preview | ErrorBody>(`${API}/preview`, async ({ request }) => {
    const who = caller(request)
    if (!who.email) return who.response
    const input = PreviewInputSchema.safeParse(await request.json())
    if (!input.success) return invalid(input.error)
    const { html, readingMinutes } = renderMarkdown(input.data.postBody)
    return HttpResponse.json({ bodyHtml: html, readingMinutes })
  }),

  http.put<Params, UpdatePostInput, UpdateResult | ErrorBody>(
    `${API}/updatePost/:postId`,
    async ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      // The site's editors change anyone's post, as on the server (ADR 0074).
      const editor = roleAtLeast(store.staff.get(who.email.toLowerCase())?.role, 'editor')
      const found = editor
        ? { post: store.posts.find((p) => p._id === params.postId), response: undefined }
        : ownPost(params.postId, who)
      if (!found.post) return found.response ?? errorResponse(404, 'not_found', 'Post not found')
      const input = UpdatePostInputSchema.safeParse(await request.json())
      if (!input.success) return invalid(input.error)
      const { post } = found
      const version = post.version ?? 1
      // As the server does (ADR 0078): a save from an older version is refused, and an autosave
      // never changes what readers see.
      if (input.data.ifVersion !== undefined && input.data.ifVersion !== version) {
        return errorResponse(409, 'conflict', postChangedElsewhere)
      }
      if (
        input.data.autosave &&
        (post.status === 'published' || (input.data.postBody.status ?? post.status) !== post.status)
      ) {
        return errorResponse(400, 'bad_request', autosaveNotPublished)
      }
      const {
        postTitle,
        postBody,
        image = post.image,
        status = post.status,
        tags = post.tags,
        language = post.language,
        publishAt: newTime,
      } = input.data.postBody
      if (newTime && Date.parse(newTime) <= Date.now()) {
        return errorResponse(400, 'validation_failed', publishAtInPast, {
          'postBody.publishAt': publishAtInPast,
        })
      }
      const publishAt = status === 'scheduled' ? (newTime ?? post.publishAt) : undefined
      if (status !== 'draft' && !image) {
        return errorResponse(400, 'validation_failed', imageRequired, {
          'postBody.image': imageRequired,
        })
      }
      // As the server does: a save that changes nothing is no edit.
      if (
        post.postTitle === postTitle &&
        post.postBody === postBody &&
        post.image === image &&
        post.status === status &&
        post.publishAt === publishAt &&
        post.language === language &&
        post.tags.join() === tags.join()
      ) {
        return HttpResponse.json({ matchedCount: 1, modifiedCount: 0, version })
      }
      const at = new Date().toISOString()
      const publishing = status === 'published' && post.status !== 'published'
      Object.assign(post, {
        postTitle,
        slug: slugify(postTitle),
        postBody,
        image,
        status,
        tags,
        language,
        ...rendered(postBody),
        version: version + 1,
      })
      if (publishAt) post.publishAt = publishAt
      else delete post.publishAt
      // Publishing dates the post; a draft has no 'Edited' date of its own.
      if (status !== 'draft') endMockReview(post, who)
      if (publishing) post.date = at
      else if (status === 'published') post.editDate = at
      return HttpResponse.json({ matchedCount: 1, modifiedCount: 1, version: version + 1 })
    },
  ),

  http.delete<Params, never, DeleteResult | ErrorBody>(
    `${API}/deletePost/:postId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      store.posts = store.posts.filter((p) => p._id !== params.postId)
      store.comments = store.comments.filter((c) => c.postId !== params.postId)
      store.notifications = store.notifications.filter((n) => n.postId !== params.postId)
      store.likes.delete(params.postId)
      return HttpResponse.json({ deletedCount: 1, deleteCount: 1 })
    },
  ),
]
