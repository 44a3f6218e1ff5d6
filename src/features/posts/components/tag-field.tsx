import { TagsInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { TAGS_MAX, normaliseTags } from '../../../../contract/tags'
import { postQueries } from '../queries'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import '@mantine/core/styles/Popover.css'

interface TagFieldProps {
  value: string[]
  onChange: (tags: string[]) => void
  error?: string | undefined
}

/**
 * The post's tags, suggested from those in use. What is typed is normalised as the server does
 * (trimmed, lower-cased, '#' dropped, duplicates merged); what still is not a tag, or a sixth, is
 * kept and said under the field (the contract's messages), not silently dropped.
 */
export function TagField({ value, onChange, error }: TagFieldProps) {
  const tags = useQuery(postQueries.tags())
  return (
    <TagsInput
      label="Tags"
      description={`Up to ${TAGS_MAX}: letters, digits and -. Enter or a comma adds one.`}
      placeholder={value.length === 0 ? 'e.g. rust, web' : undefined}
      data={(tags.data ?? []).map(({ tag }) => tag)}
      value={value}
      onChange={(next) => onChange(normaliseTags(next).filter((tag) => tag !== ''))}
      error={error}
      clearable
      acceptValueOnBlur
      splitChars={[',']}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
