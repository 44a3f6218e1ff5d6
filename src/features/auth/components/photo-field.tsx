import { Avatar, Button, Group, Input, Progress, Stack } from '@mantine/core'
import { Suspense, lazy, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { imageFileError } from '../../../lib/images/prepare'
import { useImageWords } from '../../../lib/images/image-words'
import { useT } from '../../../lib/i18n/context'
import profileForm from '../../../locales/en/profile-form.messages.json'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Progress.css'

const PhotoCropper = lazy(() => import('./photo-cropper'))

interface PhotoFieldProps {
  /** The name the initials stand for while there is no photo. */
  name: string
  /** The photo now (its URL), shown until a new one is chosen. */
  current: string
  /** The new photo, cropped square; null: none chosen. */
  file: File | null
  error?: string | undefined
  /** Share of the upload sent, 0 to 1; null when no upload runs. */
  progress: number | null
  onChange: (file: File | null) => void
  onError: (message: string | null) => void
}

/**
 * A profile photo by upload (issue 22): choose a picture (the cover's type and size rules),
 * crop it to a square, see it as readers will, and it is uploaded with the profile's Save.
 */
export function PhotoField(props: PhotoFieldProps) {
  const { name, current, file, error, progress, onChange, onError } = props
  const t = useT(profileForm)
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [choosing, setChoosing] = useState<File | null>(null)
  const words = useImageWords()
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  const reset = () => {
    if (input.current) input.current.value = ''
    setChoosing(null)
  }
  const unreadable = useCallback(() => {
    if (input.current) input.current.value = ''
    setChoosing(null)
    onError(words.problem('notAnImage'))
  }, [onError, words])

  return (
    <Stack gap="xs">
      <Input.Wrapper
        label={t('profileForm.uploadPhoto')}
        description={words.limit}
        error={error}
        id={id}
      >
        <input
          ref={input}
          id={id}
          type="file"
          name="photo"
          accept="image/jpeg,image/png,image/webp,image/gif"
          style={{ maxWidth: '100%' }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-description ${id}-error` : `${id}-description`}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null
            const problem = chosen ? imageFileError(chosen) : null
            onError(problem && words.of(problem))
            setChoosing(problem ? null : chosen)
          }}
        />
      </Input.Wrapper>
      {choosing ? (
        <Suspense fallback={null}>
          <PhotoCropper
            file={choosing}
            onCrop={(photo) => {
              reset()
              onChange(photo)
            }}
            onCancel={reset}
            onUnreadable={unreadable}
          />
        </Suspense>
      ) : (
        <Group gap="sm">
          <Avatar
            src={preview ?? (current || null)}
            name={name}
            alt={preview ? t('profileForm.previewNewPhoto') : t('profileForm.photoOf', { name })}
            size={72}
            color="blue"
            variant="filled"
          />
          {file ? (
            <Button variant="default" size="compact-sm" onClick={() => onChange(null)}>
              {t('profileForm.keepCurrentPhoto')}
            </Button>
          ) : null}
        </Group>
      )}
      {progress !== null ? (
        <Progress
          value={Math.round(progress * 100)}
          aria-label={t('profileForm.uploadProgress')}
          size="lg"
        />
      ) : null}
    </Stack>
  )
}
