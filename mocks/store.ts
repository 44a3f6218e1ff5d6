// An in-memory stand-in for the server's data, for component and hook tests and for
// `npm run dev:mock`. Each test gets a fresh, empty one (tests/setup/client.ts resets it); only
// the dev:mock entry fills it with demo content (seed.ts).
import type { Comment } from '../contract/comments'
import type { Notification } from '../contract/notifications'
import type { PostDetail, PostSummary, RemoteSource } from '../contract/posts'
import type { RemoteFollow } from '../contract/remote-follows'
import type { DevMail, Subscription } from '../contract/subscriptions'
import type { Revision } from '../contract/revisions'
import type { PreviewLink } from '../contract/preview-links'
import type { ViewBeacon } from '../contract/stats'
import type { ModerationReport, Suspension } from '../contract/moderation'
import { type SiteStore, freshSiteStore } from './site-store'
import { describe } from '../contract/head/head-tags'
import { renderMarkdown } from '../markdown/render'

export { storedPage } from './site-store'
import { slugify } from '../contract/slug'

/** A user's profile as the server keeps it (PUT /profile), by uid. */
export interface MockProfile {
  displayName: string
  photoURL: string
  bio: string
  /** Lower case, unique among profiles (issue 24); absent while they have chosen none. */
  handle?: string
}

export interface MockStore extends SiteStore {
  /**
   * Posts as their author's own list has them (with `author`, the email); the handlers answer
   * everyone else without it, with the likes and comment count worked out (handlers/views.ts).
   */
  posts: PostDetail[]
  /** Comments with the commenter's email; only the commenter is answered it. */
  comments: Comment[]
  /** `commentId`: the comment that gave it, deleted with it (as on the server). */
  notifications: (Notification & { commentId?: string })[]
  /** Uploaded images by file name, so the image host can serve them back. */
  images: Map<string, Blob>
  /** Who likes each post (uids), by post id; a post's fixture `likeCount` counts others. */
  likes: Map<string, Set<string>>
  profiles: Map<string, MockProfile>
  /** `postId uid` of the likes a post's author was told of: like, unlike, like tells once. */
  likeNotices: Set<string>
  /** Whom each person blocks (blocker uid → blocked uid → since), issue 26. */
  blocks: Map<string, Map<string, string>>
  /** Each reader's reading list (uid → post id → when it was saved). */
  bookmarks: Map<string, Map<string, string>>
  /** Who follows each author (uids), by author uid; and each tag, by tag (issue 24). */
  authorFollows: Map<string, Set<string>>
  tagFollows: Map<string, Set<string>>
  /** `authorId uid` of the followers an author was told of: once per person ever. */
  followNotices: Set<string>
  /** Subscriptions by email with their address (the server's rows); confirmed in the mock. */
  subscriptions: (Subscription & { email: string })[]
  /** What GET /api/dev/mail lists (emulator mode's outbox), newest first. */
  devMail: DevMail[]
  /** Each post's saved versions (issue 27), newest first; tests put them there. */
  revisions: Map<string, Revision[]>
  /** Issue 26: the moderators' emails (MODERATOR_EMAILS), the reports, suspended uids. */
  moderators: Set<string>
  reports: (ModerationReport & { reporterEmail: string })[]
  /** By uid: who, why and when (the moderators' list of suspended accounts). */
  suspended: Map<string, Suspension>
  /** The view and read beacons received (issue 28), all on today; each a distinct visitor. */
  views: ViewBeacon[]
  /** Issue 29 item 4: accounts on other servers the mock can find, by `name@server`. */
  remoteAccounts: Map<string, MockRemoteAccount>
  /** Whom on other servers each person follows (uid → their follows, newest first). */
  remoteFollows: Map<string, RemoteFollow[]>
  /** Replies sent to remote posts (issue 29): what their servers would have received. */
  remoteReplies: { postId: string; comment: string }[]
  /** Each shared draft's preview link (ADR 0079), by post id. */
  previewLinks: Map<string, PreviewLink>
}

/** Someone on another server, and the posts their server would deliver (marked `remote`). */
export interface MockRemoteAccount {
  name: string
  icon: string
  posts: PostSummary[]
}

/** Everything empty but the site's own (set up, with its privacy page). */
function freshStore(): MockStore {
  return {
    posts: [],
    comments: [],
    notifications: [],
    images: new Map(),
    likes: new Map(),
    profiles: new Map(),
    likeNotices: new Set(),
    bookmarks: new Map(),
    blocks: new Map(),
    authorFollows: new Map(),
    tagFollows: new Map(),
    followNotices: new Set(),
    subscriptions: [],
    devMail: [],
    revisions: new Map(),
    moderators: new Set(),
    reports: [],
    suspended: new Map(),
    views: [],
    remoteAccounts: new Map(),
    remoteFollows: new Map(),
    remoteReplies: [],
    previewLinks: new Map(),
    ...freshSiteStore(),
  }
}

export const store: MockStore = freshStore()

export function resetStore(): void {
  Object.assign(store, freshStore())
}

let counter = 0
/** A URL-safe id like the server's. */
export function mockId(): string {
  counter += 1
  return `mock${counter.toString(36).padStart(8, '0')}`
}

/** What the server stores beside a body it renders, from the same renderer (markdown/). */
export function rendered(
  postBody: string,
): Pick<PostDetail, 'bodyHtml' | 'readingMinutes' | 'description'> {
  const { html, text, readingMinutes } = renderMarkdown(postBody)
  return { bodyHtml: html, readingMinutes, description: describe(text) }
}

export function makePost(overrides: Partial<PostDetail> = {}): PostDetail {
  const postBody = overrides.postBody ?? 'Some words.'
  return {
    _id: mockId(),
    postTitle: 'A post',
    slug: slugify(overrides.postTitle ?? 'A post'),
    postBody,
    author: 'author@example.com',
    authorDisplayName: 'Ada Author',
    authorPhotoURL: '',
    language: 'en',
    date: new Date('2026-01-02T03:04:05.000Z').toISOString(),
    image: 'https://images.example.com/a.webp',
    status: 'published',
    tags: [],
    likeCount: 0,
    likedByMe: false,
    bookmarkedByMe: false,
    commentCount: 0,
    ...rendered(postBody),
    ...overrides,
  }
}

/** makePost's post, put in the store: the server has it from now on. */
export function storePost(overrides: Partial<PostDetail> = {}): PostDetail {
  const post = makePost(overrides)
  store.posts.push(post)
  return post
}

/**
 * A post from someone on another server as the following feed carries it (issue 29): plain
 * text, no page here, marked with its `remote` source.
 */
export function makeRemotePost(
  remote: RemoteSource,
  overrides: Partial<PostSummary> & Pick<PostSummary, '_id' | 'postTitle' | 'postBody'>,
): PostSummary {
  return {
    slug: slugify(overrides.postTitle),
    description: overrides.postBody,
    authorDisplayName: remote.handle,
    authorPhotoURL: '',
    language: 'und',
    date: new Date('2026-11-20T10:00:00.000Z').toISOString(),
    image: '',
    status: 'published',
    tags: [],
    readingMinutes: 1,
    likeCount: 0,
    likedByMe: false,
    bookmarkedByMe: false,
    commentCount: 0,
    bodyTruncated: false,
    remote,
    ...overrides,
  }
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  return {
    _id: mockId(),
    comment: 'A thoughtful comment.',
    userEmail: 'reader@example.com',
    userName: 'Rita Reader',
    userPhotoURL: '',
    postId: 'mock-post',
    time: new Date('2026-01-03T10:00:00.000Z').toISOString(),
    parentId: null,
    replyCount: 0,
    ...overrides,
  }
}

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    _id: mockId(),
    type: 'comment',
    title: 'Rita Reader commented on your post',
    detail: 'A post: A thoughtful comment.',
    postId: 'mock-post',
    postTitle: 'A post',
    date: new Date('2026-01-03T10:00:00.000Z').toISOString(),
    read: false,
    ...overrides,
  }
}

/** Ada on sea.example, followed from here and accepted: override what a test is about. */
export function makeRemoteFollow(overrides: Partial<RemoteFollow> = {}): RemoteFollow {
  return {
    id: 'f1',
    actorId: 'https://sea.example/users/ada',
    handle: 'ada@sea.example',
    name: 'Ada Moreno',
    icon: '',
    url: 'https://sea.example/@ada',
    state: 'accepted',
    ...overrides,
  }
}

/** An open report of a comment by Troll on “Tides”, by Rita: override what a test is about. */
export function makeReport(
  overrides: Partial<MockStore['reports'][number]> = {},
  target: Partial<ModerationReport['target']> = {},
): MockStore['reports'][number] {
  return {
    _id: mockId(),
    targetType: 'comment',
    targetId: 'mock-comment',
    reason: 'Insults',
    state: 'open',
    date: new Date().toISOString(),
    reporterId: 'uid-reader',
    reporterName: 'Rita',
    reporterEmail: 'rita@example.com',
    ...overrides,
    target: {
      postId: 'mock-post',
      postTitle: 'Tides',
      text: 'Rude',
      authorId: 'uid-troll',
      authorName: 'Troll',
      authorSuspended: false,
      ...target,
    },
  }
}

/** Suspends `uid` as a moderator would (the moderators' list shows them). */
export function suspendInStore(uid: string, name = 'Someone'): void {
  store.suspended.set(uid, {
    uid,
    name,
    suspendedBy: 'A moderator',
    date: new Date().toISOString(),
  })
}

/** Puts a profile in the store: `uid` named `displayName`, no photo or bio unless `extra` says. */
export function addProfile(
  uid: string,
  displayName: string,
  extra: Partial<MockProfile> = {},
): void {
  store.profiles.set(uid, { displayName, photoURL: '', bio: '', ...extra })
}
