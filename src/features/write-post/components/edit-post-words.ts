// What the edit screen says: its heading (the spec's words) and what a save did, in the reader's
// language (docs/decisions/0077).
import type { WritePostT } from '../write-post-words'

/** The spec's edit heading: 'Edit' and the first 10 characters of the title (§2, §9). */
export const EDIT_HEADING_TITLE_LENGTH = 10

export function editHeading(t: WritePostT, title: string): string {
  return t('writePost.editHeading', { title: title.slice(0, EDIT_HEADING_TITLE_LENGTH) })
}

/** What a save says, by what it did. */
export function savedMessage(
  t: WritePostT,
  did: { publishing: boolean; unpublishing: boolean; cancelling: boolean; isDraft: boolean },
  scheduledFor: string | undefined,
  /** The screen's date formatter (useFormatDate), in the reader's language. */
  formatDate: (iso: string) => string,
): string {
  if (did.publishing) return t('writePost.postedSuccessfully')
  if (scheduledFor) return t('writePost.postScheduled', { date: formatDate(scheduledFor) })
  if (did.unpublishing) return t('writePost.postUnpublished')
  if (did.cancelling) return t('writePost.scheduleCancelled')
  return did.isDraft ? t('writePost.draftSaved') : t('writePost.postUpdated')
}
