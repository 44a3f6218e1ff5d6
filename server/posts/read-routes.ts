// Reading posts: the feed, one post, and the signed-in author's own list.
import { shareCount } from '../federation/remote-actors'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  PostIdParamsSchema,
  PostListSchema,
  PostSchema,
  UserPostListSchema,
} from '../../contract/posts'
import { PostListQuerySchema, TagListSchema } from '../../contract/tags'
import { listPage } from '../pagination/page'
import { toOwnPost, toPost, toSummary, toTagCount } from './post-rows'
import { authorPage, feedPage, tagCounts } from './post-repository'
import { currentUser } from '../auth/current-user'
import { requirePost } from './require-post'
import { findReview, reviewsOf, toReview } from './review-repository'
import { route } from '../http/route'
import { pagedList, revalidated } from '../http/route-schema'
import { viewerOf, viewerUserOf } from '../auth/viewer'

const posts: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database

  route(app, {
    method: 'GET',
    url: '/posts',
    access: 'viewer',
    tag: 'posts',
    summary: 'The published posts, newest first, with a plain-text preview of each body',
    description: `${pagedList.description} With \`tag\`, only the posts that carry that tag; with \`author\` (a uid), only that author's; with \`language\` (a BCP 47 tag), only the posts in it (\`de\` also finds \`de-AT\`). With a token, \`likedByMe\` is the caller's.`,
    querystring: PostListQuerySchema,
    response: { 200: PostListSchema, ...revalidated },
    handler: async (request, reply) => {
      const { tag, author, language } = request.query
      const viewer = await viewerOf(app, request)
      return listPage(
        request,
        reply,
        (page) => feedPage(db, page, { tag, author, viewer, language }),
        toSummary,
        { tag, author, language },
      )
    },
  })

  route(app, {
    method: 'GET',
    url: '/tags',
    access: 'public',
    tag: 'posts',
    summary: 'The tags of published posts, with how many posts carry each, most used first',
    response: { 200: TagListSchema },
    handler: async () => (await tagCounts(db)).map(toTagCount),
  })

  route(app, {
    method: 'GET',
    url: '/post/:postId',
    access: 'viewer',
    tag: 'posts',
    summary: 'One post, in full, with its Markdown rendered as `bodyHtml`',
    description:
      "A draft is found only with its author's token (or an editor's); to anyone else it is a 404, and only a draft carries its `review`. With a token, `likedByMe` is the caller's.",
    params: PostIdParamsSchema,
    response: { 200: PostSchema, ...revalidated },
    errors: [404],
    handler: async (request) => {
      const { uid: viewer, moderator } = await viewerUserOf(app, request)
      const row = await requirePost(db, request.params.postId, { viewer, moderator })
      const post = toPost(row)
      // A draft's review: only a draft has one, and only its author and the editors read a draft.
      const review = row.status === 'draft' ? await findReview(db, row.id) : undefined
      if (review) return { ...post, review: toReview(review) }
      const shares = await shareCount(db, post._id)
      return shares > 0 ? { ...post, shareCount: shares } : post
    },
  })

  route(app, {
    method: 'GET',
    url: '/userPost',
    access: 'signedIn',
    tag: 'posts',
    summary: "The signed-in user's own posts, drafts included, newest first, in full",
    ...pagedList,
    response: { 200: UserPostListSchema, ...revalidated },
    handler: async (request, reply) => {
      const user = currentUser(request)
      const posts = await listPage(
        request,
        reply,
        (page) => authorPage(db, user.uid, page),
        toOwnPost,
      )
      // Their drafts' reviews, in one read for the page.
      const drafts = posts.filter((post) => post.status === 'draft').map((post) => post._id)
      const reviews = await reviewsOf(db, drafts)
      return posts.map((post) => {
        const review = reviews.get(post._id)
        return review ? { ...post, review: toReview(review) } : post
      })
    },
  })
}

export default posts
