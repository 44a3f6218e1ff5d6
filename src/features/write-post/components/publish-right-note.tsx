import { Alert } from '@mantine/core'
import type { PublishRight } from '../../../../contract/site-facts'
import { siteMessages } from '../../../../contract/site-facts'

/** Why the form offers no Publish (ADR 0074): a contributor's drafts, or a staff-only site. */
export function PublishRightNote({ right }: { right: PublishRight }) {
  if (right === 'publish') return null
  return (
    <Alert color="blue" role="note">
      {right === 'draft' ? siteMessages.contributorDrafts : siteMessages.notStaff}
    </Alert>
  )
}
