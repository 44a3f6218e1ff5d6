// What the edit screen says: its heading (the spec's words) and what a save did.
import { formatDate } from '../../../lib/dates'

/** The spec's edit heading: 'Edit' and the first 10 characters of the title (§2, §9). */
export const EDIT_HEADING_TITLE_LENGTH = 10

export function editHeading(title: string): string {
  return `Edit ${title.slice(0, EDIT_HEADING_TITLE_LENGTH)}`
}

/** What a save says, by what it did. */
export function savedMessage(
  did: { publishing: boolean; unpublishing: boolean; cancelling: boolean; isDraft: boolean },
  scheduledFor: string | undefined,
): string {
  if (did.publishing) return 'Posted successfully'
  if (scheduledFor) return `Post scheduled for ${formatDate(scheduledFor)}`
  if (did.unpublishing) return 'Post unpublished: it is a draft again'
  if (did.cancelling) return 'Schedule cancelled: it is a draft again'
  return did.isDraft ? 'Draft saved' : 'Post updated'
}
