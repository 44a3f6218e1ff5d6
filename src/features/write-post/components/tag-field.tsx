import { CloseButton, Group, Input, Pill } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { type KeyboardEvent, useId, useState } from 'react'
import { TAGS_MAX, normaliseTags } from '../../../../contract/tags'
import { postQueries } from '../../../entities/post/queries'
import classes from './tag-field.module.css'
import { useT } from '../../../lib/i18n/context'
import { writePost } from '../write-post-words'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Pill.css'

interface TagFieldProps {
  value: string[]
  onChange: (tags: string[]) => void
  error?: string | undefined
}

/**
 * The post's tags, suggested from those in use (a native datalist: no dropdown library comes
 * with the editor). What is typed is normalised as the server does (trimmed, lower-cased, '#'
 * dropped, spaces as -, duplicates merged); what still is not a tag, or a sixth, is kept and said under the
 * field in the contract's words, not silently dropped.
 */
export function TagField({ value, onChange, error }: TagFieldProps) {
  const t = useT(writePost)
  const id = useId()
  const [text, setText] = useState('')
  const tags = useQuery(postQueries.tags())
  const suggestions = (tags.data ?? []).map(({ tag }) => tag).filter((tag) => !value.includes(tag))

  const add = () => {
    const typed = text.split(',').filter((part) => part.trim() !== '')
    setText('')
    if (typed.length > 0) onChange(normaliseTags([...value, ...typed]).filter(Boolean))
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag rather than sending the form.
      event.preventDefault()
      add()
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  return (
    <Input.Wrapper
      id={id}
      label={t('writePost.tagsLabel')}
      description={t('writePost.tagsHelp', { max: TAGS_MAX })}
      error={error}
    >
      {value.length > 0 ? (
        <Group gap={6} className={classes.tags}>
          {value.map((tag) => (
            <Pill key={tag} size="md" className={classes.tag}>
              #{tag}
              <CloseButton
                size="xs"
                variant="transparent"
                aria-label={t('writePost.removeTag', { tag })}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              />
            </Pill>
          ))}
        </Group>
      ) : null}
      <Input
        id={id}
        list={`${id}-suggestions`}
        value={text}
        placeholder={
          value.length === 0
            ? t('writePost.tagsPlaceholderFirst')
            : t('writePost.tagsPlaceholderMore')
        }
        autoComplete="off"
        error={Boolean(error)}
        aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={add}
      />
      <datalist id={`${id}-suggestions`}>
        {suggestions.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
    </Input.Wrapper>
  )
}
