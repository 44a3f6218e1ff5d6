// The writing screens' messages (docs/decisions/0077): the write-post area's English catalog,
// imported here so that it travels with the editor's chunk, and the translations of the English
// texts this area receives from code it does not own (the image checks of src/lib/images, the
// contract's rules), so that each is said in the reader's language.
import { IMAGE_MAX_BYTES } from '../../../contract/images'
import { TAGS_MAX, TAG_LENGTH_MAX, normaliseTags, tagMessages } from '../../../contract/tags'
import type { Translate } from '../../lib/i18n/context'
import { IMAGE_MESSAGES } from '../../lib/images/prepare'
import writePost from '../../locales/en/write-post.messages.json'

export { writePost }

/** A translator of the write-post area's ids: `useT(writePost)`. */
export type WritePostT = Translate<keyof typeof writePost & string>

/** The image limit in megabytes, as src/lib/images/prepare.ts states it. */
export const IMAGE_MEGABYTES = IMAGE_MAX_BYTES / 1024 / 1024

/**
 * An image check's message (src/lib/images/prepare.ts, in English) in the reader's language; any
 * other text (the server's own words, which the lead maps by code) is shown as it came.
 */
export function imageMessage(t: WritePostT, message: string): string {
  switch (message) {
    case IMAGE_MESSAGES.required:
      return t('writePost.imageRequired')
    case IMAGE_MESSAGES.notAnImage:
      return t('writePost.imageNotAnImage')
    case IMAGE_MESSAGES.vector:
      return t('writePost.imageVector')
    case IMAGE_MESSAGES.tooBig:
      return t('writePost.imageTooBig', { megabytes: IMAGE_MEGABYTES })
    default:
      return message
  }
}

/**
 * A tag rule's message (the contract's, in English) in the reader's language: which tag broke
 * the rule is found again among those typed, as the contract names it.
 */
export function tagMessage(t: WritePostT, message: string, tags: string[]): string {
  if (message === tagMessages.tooMany) return t('writePost.tagsTooMany', { max: TAGS_MAX })
  for (const tag of [...tags, ...normaliseTags(tags), '…']) {
    if (message === tagMessages.invalid(tag)) {
      return t('writePost.tagInvalid', { tag, max: TAG_LENGTH_MAX })
    }
  }
  return message
}
