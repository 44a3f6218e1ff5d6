import { Button, Group } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { commentQueries } from '../queries'

const SUGGESTIONS_MAX = 5
/** `@` and what has been typed of a handle, at the end of the text, after a space or nothing. */
const TYPING = /(?:^|\s)@([A-Za-z0-9_]{0,30})$/

/**
 * While the text ends in `@` and the start of a name, the people of this post's thread whose
 * handle (or name) starts so, as buttons that complete it (issue 26). Read from the comments
 * already loaded: no request per keystroke, and nobody outside the conversation is offered.
 */
export function MentionSuggestions({
  postId,
  text,
  onPick,
}: {
  postId: string
  text: string
  onPick: (text: string) => void
}) {
  const queryClient = useQueryClient()
  const typing = TYPING.exec(text)
  if (!typing) return null
  const typed = (typing[1] ?? '').toLowerCase()
  const loaded = queryClient.getQueryData(commentQueries.list(postId).queryKey)
  const people = new Map<string, string>()
  for (const comment of loaded?.pages.flatMap((page) => page.comments) ?? []) {
    if (comment.userHandle) people.set(comment.userHandle, comment.userName)
  }
  const matches = [...people]
    .filter(([handle, name]) => handle.startsWith(typed) || name.toLowerCase().startsWith(typed))
    .slice(0, SUGGESTIONS_MAX)
  if (matches.length === 0) return null
  const stem = text.slice(0, text.length - typed.length)
  return (
    <Group gap={4} mt={4} role="group" aria-label="Mention someone in this thread">
      {matches.map(([handle, name]) => (
        <Button
          key={handle}
          size="compact-xs"
          variant="light"
          onClick={() => onPick(`${stem}${handle} `)}
          aria-label={`Mention ${name} (@${handle})`}
        >
          @{handle} · {name}
        </Button>
      ))}
    </Group>
  )
}
