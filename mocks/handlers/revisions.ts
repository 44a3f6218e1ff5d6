// Issue 27 item 4 in the mock: a post's saved versions (tests put them in store.revisions, newest
// first), for its author alone; a restore makes one the post's text and is itself a version.
import { HttpResponse, http } from 'msw'
import { slugify } from '../../contract/slug'
import type { ErrorBody } from '../../contract/common'
import { imageRequired } from '../../contract/posts'
import {
  type RestoreResult,
  type Revision,
  type RevisionSummary,
  revisionMessages,
} from '../../contract/revisions'
import { mockId, rendered, store } from '../store'
import { ownPost } from './posts'
import { caller } from './request-checks'
import { API, errorResponse } from './shared'

type Params = { postId: string; revisionId: string }
const NOT_FOUND = revisionMessages.notFound

const summary = ({ postId: _postId, postBody: _body, ...rest }: Revision): RevisionSummary => rest

export const handlers = [
  http.get<Params, never, RevisionSummary[] | ErrorBody>(
    `${API}/post/:postId/revisions`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      return HttpResponse.json((store.revisions.get(params.postId) ?? []).map(summary))
    },
  ),

  http.get<Params, never, Revision | ErrorBody>(
    `${API}/post/:postId/revisions/:revisionId`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      const revision = store.revisions.get(params.postId)?.find((r) => r._id === params.revisionId)
      if (!revision) return errorResponse(404, 'not_found', NOT_FOUND)
      return HttpResponse.json(revision)
    },
  ),

  http.post<Params, never, RestoreResult | ErrorBody>(
    `${API}/post/:postId/revisions/:revisionId/restore`,
    ({ request, params }) => {
      const who = caller(request)
      if (!who.email) return who.response
      const found = ownPost(params.postId, who)
      if (!found.post) return found.response
      const { post } = found
      const history = store.revisions.get(params.postId) ?? []
      const revision = history.find((r) => r._id === params.revisionId)
      if (!revision) return errorResponse(404, 'not_found', NOT_FOUND)
      const { postTitle, postBody, tags, image } = revision
      if (post.status === 'published' && !image) {
        return errorResponse(400, 'validation_failed', imageRequired, { image: imageRequired })
      }
      if (
        post.postTitle === postTitle &&
        post.postBody === postBody &&
        post.image === image &&
        post.tags.join() === tags.join()
      ) {
        return HttpResponse.json({ restored: false })
      }
      const date = new Date().toISOString()
      Object.assign(post, {
        postTitle,
        slug: slugify(postTitle),
        postBody,
        tags,
        image,
        ...rendered(postBody),
      })
      if (post.status === 'published') post.editDate = date
      history.unshift({ ...revision, _id: mockId(), date })
      store.revisions.set(params.postId, history)
      return HttpResponse.json({ restored: true })
    },
  ),
]
