import { Button, Group, Image, Input, Progress, Stack } from '@mantine/core'
import { useEffect, useId, useMemo, useRef } from 'react'
import { IMAGE_MAX_EDGE } from '../../../../contract/images'
import { useT } from '../../../lib/i18n/context'
import { IMAGE_MEGABYTES, writePost } from '../write-post-words'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Image.css'
import '@mantine/core/styles/Progress.css'

/**
 * At its own shape, at most 240 px high, against the field's left edge (a flex column would
 * stretch it to the full width, and `contain` would then centre a letterboxed picture).
 */
const THUMBNAIL = {
  mah: 240,
  maw: '100%',
  w: 'auto',
  h: 'auto',
  radius: 'sm',
  style: { alignSelf: 'flex-start' },
} as const

interface ImageFieldProps {
  file: File | null
  error?: string | undefined
  /** Share of the upload sent, 0 to 1; null when no upload runs. */
  progress: number | null
  onChange: (file: File | null) => void
  /** The URL of the post's image now (editing): shown until another is chosen, kept if none is. */
  current?: string
}

/**
 * A native file input (keyboard and screen reader friendly) stating the size limit, with a
 * preview and the upload's progress. Without `current` an image is required.
 */
export function ImageField({ file, error, progress, onChange, current }: ImageFieldProps) {
  const t = useT(writePost)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])
  const required = !current

  const clear = () => {
    if (input.current) input.current.value = ''
    onChange(null)
  }

  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t('writePost.imageLabel')}
        required={required}
        description={t('writePost.imageLimits', {
          megabytes: IMAGE_MEGABYTES,
          edge: IMAGE_MAX_EDGE,
        })}
        error={error}
        id={id}
      >
        <input
          ref={input}
          id={id}
          type="file"
          name="image"
          accept="image/*"
          required={required}
          // The browser's own file control is wider than a 360 px phone.
          style={{ maxWidth: '100%' }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
      {preview ? (
        <Image src={preview} alt={t('writePost.imageChosenPreview')} {...THUMBNAIL} />
      ) : current ? (
        <Image src={current} alt={t('writePost.imageCurrent')} {...THUMBNAIL} />
      ) : null}
      {file ? (
        <Group>
          <Button variant="default" size="compact-sm" onClick={clear}>
            {current ? t('writePost.imageKeepCurrent') : t('writePost.imageRemoveChosen')}
          </Button>
        </Group>
      ) : null}
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t('writePost.uploadProgress')}
          size="lg"
        />
      ) : null}
    </Stack>
  )
}
