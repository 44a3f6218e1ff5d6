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
        <Text component="time" dateTime={post.editDate} size="sm">
          Edited ({formatDate(post.editDate)})
        </Text>
      ) : null}
    </Group>
  )
}
