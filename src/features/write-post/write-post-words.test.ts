// The write-post area says some of the contract's words (what the server answers too) and the
// image checks' words (src/lib/images) under its own ids (docs/decisions/0077): their English
// must stay the same text, or the client and the server would drift apart.
import { expect, test } from 'vitest'
import { IMAGE_MAX_EDGE } from '../../../contract/images'
import {
  POST_BODY_MAX,
  NewPostInputSchema,
  imageRequired,
  postTextRequired,
  publishAtInPast,
  publishAtRequired,
} from '../../../contract/posts'
import { languageTagInvalid } from '../../../contract/post-language'
import { siteMessages } from '../../../contract/site-facts'
import { TAGS_MAX, TAG_LENGTH_MAX, tagMessages } from '../../../contract/tags'
import { type MessageValues, createI18n } from '../../lib/i18n/i18n'
import { IMAGE_LIMIT_TEXT, IMAGE_MESSAGES } from '../../lib/images/prepare'
import { IMAGE_MEGABYTES, imageMessage, tagMessage, writePost } from './write-post-words'

const english = createI18n('en')
const t = (id: keyof typeof writePost, values?: MessageValues) => english._(id, values, writePost)

test('the contract’s messages read the same in the English catalog', () => {
  expect(t('writePost.postTextRequired')).toBe(postTextRequired)
  expect(t('writePost.imageRequired')).toBe(imageRequired)
  expect(t('writePost.publishAtRequired')).toBe(publishAtRequired)
  expect(t('writePost.publishAtInPast')).toBe(publishAtInPast)
  expect(t('writePost.languageInvalid')).toBe(languageTagInvalid)
  expect(t('writePost.contributorDrafts')).toBe(siteMessages.contributorDrafts)
  expect(t('writePost.notStaff')).toBe(siteMessages.notStaff)
  expect(t('writePost.tagsTooMany', { max: TAGS_MAX })).toBe(tagMessages.tooMany)
  expect(t('writePost.tagInvalid', { tag: 'c++', max: TAG_LENGTH_MAX })).toBe(
    tagMessages.invalid('c++'),
  )
  const issues = (input: object) =>
    NewPostInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? []
  expect(issues({ postTitle: ' ', postBody: 'x', image: 'https://a.b/c.png' })).toContain(
    t('writePost.titleRequired'),
  )
  expect(
    issues({ postTitle: 'x', postBody: 'x'.repeat(POST_BODY_MAX + 1), image: 'https://a.b/c.png' }),
  ).toContain(t('writePost.postTextTooLong', { max: POST_BODY_MAX }))
})

test('the image checks’ messages read the same in the English catalog', () => {
  expect(t('writePost.imageLimits', { megabytes: IMAGE_MEGABYTES, edge: IMAGE_MAX_EDGE })).toBe(
    IMAGE_LIMIT_TEXT,
  )
  const speak = (id: string, values?: MessageValues) => english._(id, values, writePost)
  for (const message of Object.values(IMAGE_MESSAGES)) {
    expect(imageMessage(speak, message)).toBe(message)
  }
  expect(imageMessage(speak, 'The server’s own words')).toBe('The server’s own words')
  expect(tagMessage(speak, tagMessages.invalid('c++'), ['C++'])).toBe(tagMessages.invalid('c++'))
  expect(tagMessage(speak, tagMessages.tooMany, [])).toBe(tagMessages.tooMany)
})
