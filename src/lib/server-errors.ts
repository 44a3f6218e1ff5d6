// The server's errors in the reader's language (docs/decisions/0077): the API answers in English
// for every client (its messages are the spec's), and this page says them in the reader's. A
// message the contract words (a field's) has its own translation; any other is told by its
// code, which every error carries. Loaded only for a language other than English.
import { accentMessage } from '../../contract/site-palette'
import { siteImageMessage } from '../../contract/site-images'
import {
  autosaveNotPublished,
  imageRequired,
  postChangedElsewhere,
  postTextRequired,
  publishAtInPast,
  publishAtOnlyScheduled,
  publishAtRequired,
} from '../../contract/posts'
import errors from '../locales/en/errors.messages.json'
import { type I18n, translatorOf } from './i18n/i18n'

type Translate = (id: keyof typeof errors) => string

/** The contract's field messages, by their English. */
function knownMessages(t: Translate): Record<string, () => string> {
  return {
    [postTextRequired]: () => t('errors.postTextRequired'),
    [imageRequired]: () => t('errors.imageRequired'),
    [publishAtRequired]: () => t('errors.publishAtRequired'),
    [publishAtOnlyScheduled]: () => t('errors.publishAtOnlyScheduled'),
    [publishAtInPast]: () => t('errors.publishAtInPast'),
    [postChangedElsewhere]: () => t('errors.postChangedElsewhere'),
    [autosaveNotPublished]: () => t('errors.autosaveNotPublished'),
    [siteImageMessage]: () => t('errors.siteImage'),
    [accentMessage]: () => t('errors.accent'),
    'Image must be an http(s) URL': () => t('errors.imageUrl'),
    'Not a valid tag': () => t('errors.invalidTag'),
    'Invalid email address': () => t('errors.invalidEmail'),
  }
}

/** What an error of `code` says when its message is not one the contract words. */
function byCode(code: string, t: Translate): string {
  switch (code) {
    case 'not_found':
    case 'gone':
      return t('errors.notFound')
    case 'unauthorized':
      return t('errors.unauthorized')
    case 'forbidden':
    case 'not_author':
    case 'not_contributor':
    case 'other_account':
    case 'not_public':
      return t('errors.forbidden')
    case 'staff_only':
    case 'owner_only':
    case 'moderators_only':
      return t('errors.staffOnly')
    case 'suspended':
      return t('errors.suspended')
    case 'blocked':
    case 'blocked_instance':
      return t('errors.blocked')
    case 'comments_closed':
      return t('errors.commentsClosed')
    case 'validation_failed':
    case 'handle_required':
      return t('errors.validationFailed')
    case 'conflict':
    case 'duplicate':
      return t('errors.conflict')
    case 'rate_limited':
    case 'too_many_requests':
      return t('errors.rateLimited')
    case 'payload_too_large':
    case 'too_large':
    case 'headers_too_large':
    case 'uri_too_long':
      return t('errors.tooLarge')
    case 'unsupported_media_type':
      return t('errors.unsupportedMediaType')
    case 'network':
      return t('errors.network')
    case 'timeout':
    case 'timed_out':
    case 'request_timeout':
      return t('errors.timeout')
    case 'invalid_answer':
      return t('errors.invalidAnswer')
    case 'unavailable':
      return t('errors.unavailable')
    case 'internal':
      return t('errors.server')
    case 'unknown':
      return t('errors.unknown')
    default:
      return t('errors.client')
  }
}

/** `(code, English message) → the reader's words`, for src/lib/api-error.ts. */
export function serverErrorWords(i18n: I18n): (code: string, message: string) => string {
  const t: Translate = translatorOf(i18n, errors)
  const known = knownMessages(t)
  return (code, message) => known[message]?.() ?? byCode(code, t)
}
