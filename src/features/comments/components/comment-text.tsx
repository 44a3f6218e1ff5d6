import { Anchor, Text } from '@mantine/core'
import { linkify } from '../linkify'

/** A comment's text as written, its http(s) addresses made links (user content: nofollow, ugc). */
export function CommentText({ text }: { text: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(text).map((piece, index) =>
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
          piece.text
        ),
      )}
    </Text>
  )
}
