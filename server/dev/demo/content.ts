// What a newcomer finds on the first start: three people, their posts of different lengths over
// the last days, and a few conversations under them. Plain data; server/dev/seed.ts writes it.
import type { Scene } from './images'

/** Every demo user signs in with this password (emulator only; listed in the README). */
export const DEMO_PASSWORD = 'quill-demo'

export interface DemoUser {
  key: 'ada' | 'grace' | 'theo'
  email: string
  name: string
  /** Their `/@handle`, so they can be mentioned and found from the first start (ADR 0057). */
  handle: string
}

export const DEMO_USERS: readonly DemoUser[] = [
  { key: 'ada', email: 'ada@quill.test', name: 'Ada Moreno', handle: 'ada' },
  { key: 'grace', email: 'grace@quill.test', name: 'Grace Okafor', handle: 'grace' },
  { key: 'theo', email: 'theo@quill.test', name: 'Theo Lindqvist', handle: 'theo' },
]

export interface DemoComment {
  by: DemoUser['key']
  text: string
}

export interface DemoPost {
  author: DemoUser['key']
  title: string
  body: string
  /** How long before the seed ran the post was published. */
  hoursAgo: number
  scene: Scene
  comments: DemoComment[]
}

const paragraphs = (...parts: string[]) => parts.join('\n\n')

export const DEMO_POSTS: readonly DemoPost[] = [
  {
    author: 'ada',
    title: 'Why I write every morning before I open my inbox',
    hoursAgo: 3,
    scene: {
      caption: 'Morning pages',
      from: '#ff7e5f',
      to: '#feb47b',
      accent: '#d9480f',
      motif: 'sun',
    },
    body: paragraphs(
      'For two years I have kept one rule: nothing with a notification badge gets my attention before I have written three hundred words. Not a brilliant three hundred. Just three hundred.',
      'The first month was miserable. I wrote about the weather, about the coffee, about how little I had to say. Somewhere in the second month the page stopped being a chore and became a place where half-finished ideas could sit without being judged. Most of what I publish here started as a clumsy paragraph at 7 a.m.',
      'The inbox will still be there at nine. The quiet, undistracted version of my own thinking will not.',
      'If you try it, start smaller than you think you need to. A hundred words is plenty. The habit matters more than the word count, and the word count grows on its own once the habit is there.',
    ),
    comments: [
      {
        by: 'grace',
        text: 'Three hundred words before email is a rule I can actually imagine keeping. Trying it tomorrow.',
      },
      {
        by: 'theo',
        text: 'Does it count if the three hundred words are a grocery list? Asking for a friend.',
      },
      { by: 'ada', text: 'Theo, if the grocery list has a plot twist, absolutely.' },
    ],
  },
  {
    author: 'grace',
    title: 'A weekend on the coast, in photographs and a few words',
    hoursAgo: 20,
    scene: {
      caption: 'Low tide',
      from: '#0f2027',
      to: '#2c5364',
      accent: '#5fb3b3',
      motif: 'waves',
    },
    body: 'Grey sky, cold water, warm bread from the one bakery that was open. The tide went out further than I have ever seen it and we walked a kilometre on wet sand to reach the water. Best weekend in months.',
    comments: [{ by: 'ada', text: 'That bakery sounds like the real reason for the trip.' }],
  },
  {
    author: 'theo',
    title: 'Keyset pagination, explained with a library card catalogue',
    hoursAgo: 46,
    scene: {
      caption: 'Page after page',
      from: '#232526',
      to: '#414345',
      accent: '#e0a83b',
      motif: 'grid',
    },
    body: paragraphs(
      'Offset pagination asks the database a question like: skip the first ten thousand cards, then hand me the next twenty. The database has no shortcut for "skip"; it walks past every one of those ten thousand cards to find where page five hundred begins. The deeper you page, the slower each page gets.',
      'Keyset pagination asks a different question: give me the twenty cards that come right after this one. If the catalogue is sorted, and an index is a sorted catalogue, the database jumps straight to that card and reads twenty. Page five hundred costs the same as page one.',
      'There is one catch. "Right after this one" must be unambiguous, so the sort key has to be unique. A publication date alone is not: two posts can share a millisecond. Add the id as a tie-breaker and compare the pair, (date, id), as a single value. Most databases can answer that tuple comparison straight from a two-column index.',
      'The cursor you hand to the client is nothing more than the (date, id) of the last card on the page, wrapped so nobody is tempted to build one by hand. That is the whole trick, and it is why an endless feed can stay fast however long it gets.',
    ),
    comments: [
      { by: 'grace', text: 'The card catalogue image finally made this click for me. Thank you!' },
      {
        by: 'theo',
        text: 'Glad it helped. The tie-breaker is the part everyone forgets, me included, twice.',
      },
    ],
  },
  {
    author: 'ada',
    title: 'Small things I changed in my garden this spring',
    hoursAgo: 75,
    scene: {
      caption: 'Spring, slowly',
      from: '#2b5876',
      to: '#4e4376',
      accent: '#1d3b53',
      motif: 'hills',
    },
    body: 'Moved the tomatoes to the sunny wall, gave up on the lawn edge, and let the clover win. The bees noticed within a week.',
    comments: [],
  },
  {
    author: 'grace',
    title: 'Reading list: five books about how cities grow',
    hoursAgo: 110,
    scene: {
      caption: 'How cities grow',
      from: '#355c7d',
      to: '#6c5b7b',
      accent: '#f8b195',
      motif: 'grid',
    },
    body: paragraphs(
      'I spent the winter reading about cities: why some streets fill with cafés while the next one over stays empty, why a new bridge changes a neighbourhood two kilometres away, and why the plans that looked best on paper so often aged the worst.',
      'None of these books agree with each other, which is exactly why I enjoyed reading them side by side. One argues that density is the answer to almost everything; another that the real answer is patience, and that good places are grown a building at a time rather than designed in one go.',
      'What stayed with me most is how much of a city is made by small, unglamorous decisions: the width of a pavement, the height of a kerb, whether a bench faces the street or a wall. I walk my own neighbourhood differently now.',
      'If you only pick one, pick the one that makes you disagree with it. That is the one that will change how you see your own street.',
    ),
    comments: [
      {
        by: 'theo',
        text: 'The bench facing the wall is the most quietly damning detail in city design.',
      },
      { by: 'ada', text: 'Adding all five to my list. Which one would you start with?' },
    ],
  },
  {
    author: 'theo',
    title: 'The bug that only happened on Tuesdays',
    hoursAgo: 150,
    scene: {
      caption: 'Only on Tuesdays',
      from: '#141e30',
      to: '#243b55',
      accent: '#f2c94c',
      motif: 'sun',
    },
    body: 'A report that failed every Tuesday and never on any other day. It turned out a weekly clean-up job and a cache refresh were scheduled for the same minute, each politely waiting for the other. Moving one of them by five minutes fixed a problem that had cost us three months of guessing.',
    comments: [
      {
        by: 'grace',
        text: 'Every team has a Tuesday bug. Ours was a Friday one, and it was always a time zone.',
      },
    ],
  },
]
