import { Anchor, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { findMentions } from '../../../../contract/mention-text'
import { linkify } from '../linkify'

/** Plain text with each `@handle` made a link to that person's page (issue 26). */
function withMentions(text: string, key: number): ReactNode[] {
  const nodes: ReactNode[] = []
  let from = 0
  for (const { index, length, handle } of findMentions(text)) {
    nodes.push(text.slice(from, index))
    nodes.push(
      <Link
        key={`${key}-${index}`}
        to="/@{$handle}"
        params={{ handle }}
        className="mantine-focus-auto"
        style={{ color: 'var(--mantine-color-anchor)', fontWeight: 600 }}
      >
        {text.slice(index, index + length)}
      </Link>,
    )
    from = index + length
  }
  nodes.push(text.slice(from))
  return nodes
}

/**
 * A comment's text as written: its addresses made links as in a post (user content: nofollow, ugc),
 * its mentions links to the people named. Its direction is its own first letter's (a comment in
 * English on an Arabic page reads left to right: docs/decisions/0077).
 */
export function CommentText({ text }: { text: string }) {
  return (
    <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).flatMap((piece, index) =>
        piece.kind === 'link' ? (
          <Anchor
            key={index}
            href={piece.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            underline="always"
          >
            {piece.text}
          </Anchor>
        ) : (
          withMentions(piece.text, index)
        ),
      )}
    </Text>
  )
}
