// Following (ADR 0036): authors and tags, a tag's page head, the following
// feed and what to follow when it is empty. A follow answers counts, never who follows (and so
// never an email address).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  FollowResultSchema,
  FollowSuggestionsSchema,
  FollowsSchema,
  TagInfoSchema,
  TagParamsSchema,
  followMessages,
} from '../../contract/follows'
import { PostListSchema } from '../../contract/posts'
import { AuthorIdParamsSchema } from '../../contract/profiles'
import { TAG_PATTERN, normaliseTag } from '../../contract/tag-text'
import { now } from '../clock'
import { badRequest, notFound } from '../errors'
import { isAuthorId } from '../ids'
import { announce } from '../events/announce'
import {
  followsOf,
  followsTag,
  noticeFollow,
  setAuthorFollow,
  setTagFollow,
  tagFollowerCount,
} from './follow-repository'
import { followSuggestions } from './following-feed'
import { followingFeedPage, toFollowingItem } from './remote-feed'
import { listPage } from '../pagination/page'
import { authorAnswer } from '../profiles/author-answer'
import { publicName } from '../profiles/public-name'
import { currentUser } from '../auth/current-user'
import { route } from '../http/route'
import { pagedList, revalidated } from '../http/route-schema'
import { viewerOf } from '../auth/viewer'
import { rateLimits } from './rate-limits'

/** A tag as stored, or a 404: what no tag can be has no page and no followers. */
function requireTag(raw: string): string {
  const tag = normaliseTag(raw.slice(0, 200))
  if (!TAG_PATTERN.test(tag)) throw notFound('Tag not found')
  return tag
}

const follows: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  const followRoute = <Params extends typeof AuthorIdParamsSchema | typeof TagParamsSchema>(
    what: 'author' | 'tag',
    method: 'PUT' | 'DELETE',
    params: Params,
  ) =>
    ({
      method,
      url: what === 'author' ? '/authors/:authorId/follow' : '/tags/:tag/follow',
      access: 'signedIn',
      rateLimit: rateLimits.follow,
      tag: 'follows',
      summary:
        method === 'PUT'
          ? what === 'author'
            ? 'Follow an author (again changes nothing); they are told once, the first time'
            : 'Follow a tag (again changes nothing)'
          : `Stop following ${what === 'author' ? 'an author' : 'a tag'} (again changes nothing)`,
      description: `Answers whether you follow now and how many do; never who.${what === 'author' ? ` Yourself: 400 ${followMessages.self}.` : ''}`,
      params,
      response: { 200: FollowResultSchema },
      errors: [404],
    }) as const

  const authorFollow = async (
    request: Parameters<typeof currentUser>[0] & { params: { authorId: string } },
    following: boolean,
  ) => {
    const user = currentUser(request)
    const { authorId } = request.params
    if (authorId === user.uid) throw badRequest(followMessages.self)
    const author = !isAuthorId(authorId) ? undefined : await authorAnswer(db, authorId, undefined)
    if (!author) throw notFound('Author not found')
    const at = now()
    const { result, firstFollow } = await setAuthorFollow(db, user.uid, authorId, following, at)
    if (firstFollow) {
      // Their email is the identity provider's (profiles hold none): asked once per follower.
      const account = await app.identity.account(authorId).catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not look up a followed author')
        return null
      })
      if (account?.email) {
        const told = await noticeFollow(
          db,
          {
            authorId,
            authorEmail: account.email,
            followerId: user.uid,
            followerName: publicName(user.name),
          },
          at,
        )
        if (told) await announce(app.notificationBus, request.log, [account.email])
      }
    }
    return result
  }

  for (const following of [true, false]) {
    const method = following ? 'PUT' : 'DELETE'
    route(app, {
      ...followRoute('author', method, AuthorIdParamsSchema),
      handler: (request) => authorFollow(request, following),
    })
  }
  for (const following of [true, false]) {
    const method = following ? 'PUT' : 'DELETE'
    route(app, {
      ...followRoute('tag', method, TagParamsSchema),
      handler: (request) =>
        setTagFollow(
          db,
          currentUser(request).uid,
          requireTag(request.params.tag),
          following,
          now(),
        ),
    })
  }

  route(app, {
    method: 'GET',
    url: '/follows',
    access: 'signedIn',
    tag: 'follows',
    summary: 'The authors and tags you follow, the newest follow first',
    description:
      'Names, photos and handles, never an email address. The people on other servers you follow are `GET /remote-follows`.',
    response: { 200: FollowsSchema },
    handler: async (request) => followsOf(db, currentUser(request).uid),
  })

  route(app, {
    method: 'GET',
    url: '/tags/:tag',
    access: 'viewer',
    tag: 'follows',
    summary: "A tag's page head: how many published posts carry it and how many follow it",
    description:
      'Its posts are `GET /posts?tag=`. With a token, `followedByMe` is the caller’s (and the answer private). A tag no published post carries is a 404.',
    params: TagParamsSchema,
    response: { 200: TagInfoSchema, ...revalidated },
    errors: [404],
    handler: async (request) => {
      const tag = requireTag(request.params.tag)
      const viewer = await viewerOf(app, request)
      const [posts, followerCount, followedByMe] = await Promise.all([
        db
          .selectFrom('post_tags')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('tag', '=', tag)
          .executeTakeFirst(),
        tagFollowerCount(db, tag),
        viewer === undefined ? false : followsTag(db, viewer, tag),
      ])
      const postCount = Number(posts?.count ?? 0)
      if (postCount === 0) throw notFound('Tag not found')
      return { tag, postCount, followerCount, followedByMe }
    },
  })

  route(app, {
    method: 'GET',
    url: '/feed/following',
    access: 'signedIn',
    tag: 'follows',
    summary:
      'Published posts by the authors you follow or with a tag you follow, and by the people on other servers you follow (marked `remote`), newest first, each once',
    description: `${pagedList.description} Pages and items as \`GET /posts\`.`,
    querystring: pagedList.querystring,
    response: { 200: PostListSchema, ...revalidated },
    handler: async (request, reply) => {
      const user = currentUser(request)
      return listPage(
        request,
        reply,
        (page) => followingFeedPage(db, user.uid, page),
        toFollowingItem,
      )
    },
  })

  route(app, {
    method: 'GET',
    url: '/feed/suggestions',
    access: 'signedIn',
    tag: 'follows',
    summary:
      'Whom and what to follow: the authors who published most and the most used tags, but not what you follow',
    response: { 200: FollowSuggestionsSchema },
    handler: async (request) => {
      const { authors, tags } = await followSuggestions(db, currentUser(request).uid)
      return {
        authors: authors.map((row) => ({
          authorId: row.author_id ?? '',
          displayName: publicName(row.display_name),
          photoURL: row.photo_url,
          handle: row.handle,
          postCount: Number(row.count),
        })),
        tags: tags.map((row) => ({ tag: row.tag, count: Number(row.count) })),
      }
    },
  })
}

export default follows
