// The client's post calls against the msw handlers, which follow the server's rules for issue 13:
// plain-text previews, bodyHtml, drafts seen only by their author, tags and their feed.
import { afterEach, expect, test } from 'vitest'
import { ApiError } from '../../lib/api-error'
import { makePost, store, storePost } from '../../../mocks/store'
import { TEST_USER, resetSession, signInAs, signOut } from '../../../tests/setup/signed-in'
import { getPost, getPosts } from '../../entities/post/api'
import { getTags, getUserPosts } from '../../entities/post/api'
import { createPost, updatePost } from '../../entities/post/writes'

afterEach(() => {
  window.localStorage.removeItem('accessToken')
  resetSession()
})

// The mock knows the test user by email only: that is the uid it signs for them.
const OWN = { author: TEST_USER.email, authorId: TEST_USER.uid }

test('the feed previews plain text; a post answers its rendered HTML and reading time', async () => {
  const post = storePost({ postBody: '# Title\n\nSome **bold** text <script>x()</script>' })
  const { posts } = await getPosts(null)
  expect(posts[0]).toMatchObject({
    postBody: 'Title. Some bold text <script>x()</script>',
    bodyTruncated: false,
    readingMinutes: 1,
    status: 'published',
    tags: [],
  })
  expect(posts[0]).not.toHaveProperty('bodyHtml')
  const full = await getPost(post._id)
  expect(full).toMatchObject({
    bodyHtml:
      '<h1 id="title">Title</h1>\n<p>Some <strong>bold</strong> text &lt;script&gt;x()&lt;/script&gt;</p>\n',
  })
})

test('a draft is in no feed and no tag list, and found only by its author', async () => {
  const draft = makePost({ ...OWN, status: 'draft', tags: ['secret'] })
  store.posts.push(
    draft,
    makePost({ tags: ['open'], author: 'other@example.com', authorId: 'other' }),
  )
  expect((await getPosts(null)).posts.map((p) => p._id)).not.toContain(draft._id)
  expect((await getPosts(null, undefined, 'secret')).posts).toEqual([])
  expect(await getTags()).toEqual([{ tag: 'open', count: 1 }])

  signOut()
  await expect(getPost(draft._id)).rejects.toMatchObject({ status: 404, code: 'not_found' })
  signInAs()
  expect(await getPost(draft._id)).toMatchObject({ status: 'draft' })
  const own = await getUserPosts(TEST_USER.email, null)
  expect(own.posts.map((p) => p.status)).toEqual(['draft'])
})

test('a tag feed pages with the tag kept in the next link', async () => {
  for (let i = 0; i < 25; i += 1) {
    store.posts.push(
      makePost({ tags: ['paged'], date: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString() }),
    )
  }
  storePost({ tags: ['other'] })
  const first = await getPosts(null, undefined, '#Paged')
  expect(first.posts).toHaveLength(20)
  const second = await getPosts(first.nextCursor, undefined, 'paged')
  expect(second.posts).toHaveLength(5)
  expect(second.nextCursor).toBeNull()
})

test('saving a draft, then publishing it, with tags normalised and the same field errors', async () => {
  signInAs()
  const { insertedId } = await createPost({
    postTitle: 'Later',
    status: 'draft',
    tags: ['#Go', 'go'],
  })
  expect(store.posts[0]).toMatchObject({ status: 'draft', postBody: '', image: '', tags: ['go'] })

  const refused = await updatePost(insertedId, {
    postBody: { postTitle: 'Later', postBody: 'Now *written*', status: 'published' },
  }).catch((error: unknown) => error)
  expect(refused).toBeInstanceOf(ApiError)
  expect(refused).toMatchObject({
    status: 400,
    code: 'validation_failed',
    fields: { 'postBody.image': 'Image is required' },
  })
  await updatePost(insertedId, {
    postBody: {
      postTitle: 'Later',
      postBody: 'Now *written*',
      image: 'https://images.example.com/b.webp',
      status: 'published',
    },
  })
  expect(store.posts[0]).toMatchObject({
    status: 'published',
    bodyHtml: '<p>Now <em>written</em></p>\n',
  })

  const sixth = await createPost({
    postTitle: 'T',
    postBody: 'B',
    image: 'https://images.example.com/b.webp',
    tags: ['a', 'b', 'c', 'd', 'e', 'f'],
  }).catch((error: unknown) => error)
  expect(sixth).toMatchObject({ status: 400, fields: { tags: 'A post can have at most 5 tags' } })
  expect(store.posts).toHaveLength(1)
})
