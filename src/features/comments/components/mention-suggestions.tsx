import { Button, Group } from '@mantine/core'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useContext } from 'react'
import { PostAuthorContext } from '../post-author'
import { commentQueries, peopleQueries } from '../../../entities/comment/queries'
import { useT } from '../../../lib/i18n/context'
// Its own area: the reply box and the mentions are lazy chunks of the post page; sharing the
// comments area with them put it in the reading pages' shared chunk (scripts/first-screens-chunks.ts).
import commentReply from '../../../locales/en/comment-reply.messages.json'

const SUGGESTIONS_MAX = 5
/** `@` and what has been typed of a handle, at the end of the text, after a space or nothing. */
const TYPING = /(?:^|\s)@([A-Za-z0-9_]{0,30})$/

/**
 * While the text ends in `@` and the start of a name, people whose handle (or a word of whose
 * name) starts so, as buttons that complete it: the post's author first, then the people of
 * this thread (read from the comments loaded), then anyone else with a handle, from the server
 * once a letter is typed (ADR 0057).
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
  const t = useT(commentReply)
  const queryClient = useQueryClient()
  const postAuthor = useContext(PostAuthorContext)
  const typing = TYPING.exec(text)
  const typed = (typing?.[1] ?? '').toLowerCase()
  const found = useQuery({
    ...peopleQueries.search(typed),
    enabled: typed !== '',
    // The last answer stays while the next letter's is on its way: no flicker as one types.
    placeholderData: keepPreviousData,
  })
  if (!typing) return null
  const people = new Map<string, string>()
  if (postAuthor) people.set(postAuthor.handle, postAuthor.name)
  const loaded = queryClient.getQueryData(commentQueries.list(postId).queryKey)
  for (const comment of loaded?.pages.flatMap((page) => page.comments) ?? []) {
    if (comment.userHandle && !people.has(comment.userHandle)) {
      people.set(comment.userHandle, comment.userName)
    }
  }
  for (const person of typed === '' ? [] : (found.data ?? [])) {
    if (!people.has(person.handle)) people.set(person.handle, person.displayName)
  }
  const startsWord = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(typed))
  const matches = [...people]
    .filter(([handle, name]) => handle.startsWith(typed) || startsWord(name))
    .slice(0, SUGGESTIONS_MAX)
  if (matches.length === 0) return null
  const stem = text.slice(0, text.length - typed.length)
  return (
    <Group gap={4} mt={4} role="group" aria-label={t('commentReply.mentionSomeone')}>
      {matches.map(([handle, name]) => (
        <Button
          key={handle}
          size="compact-xs"
          variant="light"
          onClick={() => onPick(`${stem}${handle} `)}
          aria-label={t('commentReply.mention', { name, handle })}
        >
          @{handle} · {name}
        </Button>
      ))}
    </Group>
  )
}
