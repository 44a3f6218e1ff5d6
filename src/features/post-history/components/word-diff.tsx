import { VisuallyHidden } from '@mantine/core'
import { diffWords } from 'diff'
import classes from './word-diff.module.css'

/**
 * What changed from `before` to `after`, word by word: removed words struck through, added ones
 * marked. Colour is not the only sign: each change also says what it is to a screen reader.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const parts = diffWords(before, after)
  return (
    <p className={classes.diff}>
      {parts.map((part, i) =>
        part.removed ? (
          <del key={i} className={classes.removed}>
            <VisuallyHidden>removed: </VisuallyHidden>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={i} className={classes.added}>
            <VisuallyHidden>added: </VisuallyHidden>
            {part.value}
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  )
}
