import { Text } from '@mantine/core'
import { useIsOnline } from '../../../lib/connection'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'

/**
 * Offline, the writing forms say why Publish will not go (docs/decisions/0040): a post is not a
 * write that waits, since what is published is seen at once by others; the draft stays here.
 */
export function NeedsConnection() {
  const t = useT(writePost)
  const online = useIsOnline()
  if (online) return null
  return (
    <Text size="sm" c="dimmed" role="status">
      {t('writePost.needsConnection')}
    </Text>
  )
}
