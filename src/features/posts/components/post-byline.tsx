import { Group, Text } from '@mantine/core'
import type { Post } from '../../../../contract/posts'
import { formatDate } from '../../../lib/dates'

/** Who wrote the post and when; 'Edited (date)' once it was changed. */
export function PostByline({ post }: { post: Post }) {
  return (
    <Group gap="xs" c="dimmed" wrap="wrap">
      <Text size="sm" fw={600} c="var(--mantine-color-text)">
        {post.authorDisplayName}
      </Text>
      <Text size="sm">
        <time dateTime={post.date}>{formatDate(post.date)}</time>
      </Text>
      {post.editDate ? (
        <Text size="sm">
          Edited (<time dateTime={post.editDate}>{formatDate(post.editDate)}</time>)
        </Text>
      ) : null}
    </Group>
  )
}
