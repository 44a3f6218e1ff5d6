// Demo content for `npm run dev:mock` (docs/decisions/0013): a few posts, comments and accounts,
// so the app has something to show and someone to sign in as. Only the dev:mock entry calls
// seedDemo(); component tests start from an empty store and add what each one needs.
import { DEMO_ACCOUNT } from './demo-account'
import { addIdentityUser, identity } from './identity-store'
import { IMAGE_HOST } from './handlers/images'
import { makeComment, makeNotification, makePost, makeRemotePost, store } from './store'

interface Person {
  email: string
  name: string
}
const ADA: Person = { email: 'ada@quill.test', name: 'Ada Author' }
const RITA: Person = { email: 'rita@quill.test', name: 'Rita Reader' }

function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * 3_600_000).toISOString()
}

const LONG_BODY = [
  'Short sentences carry further than long ones. A reader on a phone sees a few lines at a time, ',
  'and every line that makes them scroll back to find the subject is a line they may not finish. ',
  'So put the subject first, the verb close behind it, and the qualifications after.\n\n',
  'Headings help, but only when they say something. "Background" says nothing; "Why the old ',
  'importer lost rows" tells the reader whether to skip ahead. Links belong on the words that ',
  'describe where they go, never on "here".\n\n',
  'Finally, read it aloud. Anything you stumble over, your reader will stumble over too.',
].join('')

/** The account's uid, as the server keeps it on posts and comments, when the identity knows it. */
function uidOf(person: Person, field: 'authorId' | 'userId') {
  const uid = identity.users.get(person.email)?.localId
  return uid ? { [field]: uid } : {}
}

function demoPost(author: Person, hours: number, postTitle: string, postBody: string) {
  const slug = postTitle.toLowerCase().replaceAll(/[^a-z]+/g, '-')
  return makePost({
    postTitle,
    postBody,
    author: author.email,
    authorDisplayName: author.name,
    ...uidOf(author, 'authorId'),
    date: hoursAgo(hours),
    image: `${IMAGE_HOST}/${slug}.svg`,
  })
}

function demoComment(post: { _id: string }, by: Person, hours: number, comment: string) {
  return makeComment({
    postId: post._id,
    userEmail: by.email,
    userName: by.name,
    ...uidOf(by, 'userId'),
    time: hoursAgo(hours),
    comment,
  })
}

/** Fills the empty store with the demo; ids come out the same on every page load. */
export function seedDemo(): void {
  addIdentityUser({ ...DEMO_ACCOUNT, displayName: DEMO_ACCOUNT.name, emailVerified: true })
  addIdentityUser({ email: ADA.email, displayName: ADA.name, emailVerified: true })
  // Signs in, but is sent to verify first: the guard of every writing page.
  addIdentityUser({ email: 'unverified@quill.test', password: DEMO_ACCOUNT.password })

  const writing = demoPost(ADA, 50, 'Writing for the web, briefly', LONG_BODY)
  const harbour = demoPost(
    ADA,
    30,
    'A walk along the harbour',
    'The tide was out, the gulls were loud, and the café by the lighthouse had just opened.',
  )
  const books = demoPost(
    RITA,
    20,
    'Five books for a rainy weekend',
    'A mystery, a memoir, two novels and a cookbook: enough for two wet days and a long bath.',
  )
  const first = demoPost(
    DEMO_ACCOUNT,
    4,
    'My first week with Quill',
    'Sign in as Dana (demo@quill.test, demo-password) to edit or delete this post.',
  )
  store.posts.push(writing, harbour, books, first)

  const welcome = demoComment(first, RITA, 3, 'Welcome aboard!')
  const cheer = demoComment(first, ADA, 1, 'Looking forward to week two.')
  store.comments.push(
    cheer,
    demoComment(writing, RITA, 45, 'Reading it aloud is the best advice here.'),
    demoComment(writing, DEMO_ACCOUNT, 40, 'Saving this for my next changelog.'),
    demoComment(harbour, RITA, 25, 'Which café? I want to go.'),
    // A reply from someone on another server (issue 29): marked with their handle there.
    makeComment({
      postId: harbour._id,
      userName: 'Mira Sato',
      userId: 'https://sea.example/users/mira',
      time: hoursAgo(22),
      comment: 'The harbour café does the best chowder on the coast.',
      remote: { handle: 'mira@sea.example', url: 'https://sea.example/@mira' },
    }),
    welcome,
  )
  seedRemote()
  // The demo account is the mock's one reader (handlers/notifications.ts): these are theirs,
  // worded as the server words them, one read and one not.
  store.notifications.push(
    makeNotification({
      title: `${RITA.name} commented on your post`,
      detail: `${first.postTitle}: ${welcome.comment}`,
      postId: first._id,
      date: welcome.time,
      read: true,
    }),
    makeNotification({
      title: `${ADA.name} commented on your post`,
      detail: `${first.postTitle}: ${cheer.comment}`,
      postId: first._id,
      date: cheer.time,
    }),
  )
}

/**
 * Someone on another server the demo account can follow from the Following tab (issue 29 item
 * 4): `@mira@sea.example`. The demo account has a handle, which following out needs.
 */
function seedRemote() {
  const uid = identity.users.get(DEMO_ACCOUNT.email)?.localId
  if (uid)
    store.profiles.set(uid, {
      displayName: DEMO_ACCOUNT.name,
      photoURL: '',
      bio: '',
      handle: 'dana',
    })
  const text =
    'The spring tide came in over the sea wall this morning, and the gulls were delighted.'
  store.remoteAccounts.set('mira@sea.example', {
    name: 'Mira Sato',
    icon: '',
    posts: [
      makeRemotePost(
        { handle: 'mira@sea.example', instance: 'sea.example', url: 'https://sea.example/@mira/1' },
        {
          _id: 'remote-mira-1',
          postTitle: 'Notes from the sea wall',
          postBody: text,
          authorDisplayName: 'Mira Sato',
          date: hoursAgo(2),
        },
      ),
    ],
  })
}
