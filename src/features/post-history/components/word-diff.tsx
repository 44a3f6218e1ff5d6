import { VisuallyHidden } from '@mantine/core'
import { diffWords } from 'diff'
import classes from './word-diff.module.css'
import { useT } from '../../../lib/i18n/context'
import postHistory from '../../../locales/en/post-history.messages.json'

/**
 * What changed from `before` to `after`, word by word: removed words struck through, added ones
 * marked. Colour is not the only sign: each change also says what it is to a screen reader.
 */
export function WordDiff({ before, after }: { before: string; after: string }) {
  const t = useT(postHistory)
  const parts = diffWords(before, after)
  return (
    <p className={classes.diff}>
      {parts.map((part, i) =>
        part.removed ? (
          <del key={i} className={classes.removed}>
            <VisuallyHidden>{t('postHistory.removed')} </VisuallyHidden>
            {part.value}
          </del>
        ) : part.added ? (
          <ins key={i} className={classes.added}>
            <VisuallyHidden>{t('postHistory.added')} </VisuallyHidden>
            {part.value}
          </ins>
        ) : (
          <span key={i}>{part.value}</span>
        ),
      )}
    </p>
  )
}
