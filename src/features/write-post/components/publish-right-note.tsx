import { Alert } from '@mantine/core'
import type { PublishRight } from '../../../../contract/site-facts'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'

/**
 * Why the form offers no Publish (ADR 0074): a contributor's drafts, or a staff-only site. The
 * contract's words (siteMessages), in the reader's language: write-post-words.test.ts holds the
 * English to them.
 */
export function PublishRightNote({ right }: { right: PublishRight }) {
  const t = useT(writePost)
  if (right === 'publish') return null
  return (
    <Alert color="blue" role="note">
      {right === 'draft' ? t('writePost.contributorDrafts') : t('writePost.notStaff')}
    </Alert>
  )
}
