// An in-memory stand-in for the server's data, for component and hook tests and for
// `npm run dev:mock`. Each test gets a fresh, empty one (tests/setup/client.ts resets it); only
// the dev:mock entry fills it with demo content (seed.ts).
import type { Comment } from '../contract/comments'
import type { Notification } from '../contract/notifications'
import type { PostDetail } from '../contract/posts'
import { renderMarkdown } from '../markdown/render'

export interface MockStore {
  posts: PostDetail[]
  comments: Comment[]
  notifications: Notification[]
  /** Uploaded images by file name, so the image host can serve them back. */
  images: Map<string, Blob>
}

export const store: MockStore = { posts: [], comments: [], notifications: [], images: new Map() }

export function resetStore(): void {
  store.posts = []
  store.comments = []
  store.notifications = []
  store.images = new Map()
}

let counter = 0
/** A URL-safe id like the server's. */
export function mockId(): string {
  counter += 1
  return `mock${counter.toString(36).padStart(8, '0')}`
}

/** What the server stores beside a body it renders, from the same renderer (markdown/). */
export function rendered(postBody: string): Pick<PostDetail, 'bodyHtml' | 'readingMinutes'> {
  const { html, readingMinutes } = renderMarkdown(postBody)
  return { bodyHtml: html, readingMinutes }
}

export function makePost(overrides: Partial<PostDetail> = {}): PostDetail {
  const postBody = overrides.postBody ?? 'Some words.'
  return {
    _id: mockId(),
    postTitle: 'A post',
    postBody,
    author: 'author@example.com',
    authorDisplayName: 'Ada Author',
    date: new Date('2026-01-02T03:04:05.000Z').toISOString(),
    image: 'https://images.example.com/a.webp',
    status: 'published',
    tags: [],
    ...rendered(postBody),
    ...overrides,
  }
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: mockId(),
    comment: 'A thoughtful comment.',
    userEmail: 'reader@example.com',
    userName: 'Rita Reader',
    postId: 'mock-post',
    time: new Date('2026-01-03T10:00:00.000Z').toISOString(),
    ...overrides,
  }
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: mockId(),
    title: 'New comment',
    detail: 'Rita Reader commented on your post',
    postId: 'mock-post',
    date: new Date('2026-01-03T10:00:00.000Z').toISOString(),
    read: false,
    ...overrides,
  }
}
