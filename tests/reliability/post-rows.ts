// Ada's published posts as rows of `posts`, for the tests that write a corpus straight into the
// database rather than through the API (thousands of posts, or posts the API would refuse).
import { renderedColumns } from '../../server/posts/post-repository'

const START = Date.parse('2026-01-01T00:00:00.000Z')

/** A post of Ada's (uid ada-uid), published `minute` minutes into 2026, with no image. */
export function adaPost(
  post: { id: string; title: string; body: string; tags?: string },
  minute: number,
  authorName = 'Ada',
) {
  return {
    ...post,
    ...renderedColumns(post.body),
    author_email: 'ada@quill.test',
    author_name: authorName,
    author_id: 'ada-uid',
    image: '',
    created_at: new Date(START + minute * 60_000).toISOString(),
    edited_at: null,
  }
}
