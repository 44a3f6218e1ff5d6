import { Image, Input, Progress, Stack } from '@mantine/core'
import { useEffect, useMemo } from 'react'

interface ImageFieldProps {
  file: File | null
  error?: string | undefined
  /** Share of the upload sent, 0 to 1; null when no upload runs. */
  progress: number | null
  onChange: (file: File | null) => void
}

/** A native file input (keyboard and screen reader friendly), with a preview and the upload's progress. */
export function ImageField({ file, error, progress, onChange }: ImageFieldProps) {
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file])
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview])

  return (
    <Stack gap="xs">
      <Input.Wrapper label="Image" required error={error} id="new-post-image">
        <input
          id="new-post-image"
          type="file"
          name="image"
          accept="image/*"
          required
          // The browser's own file control is wider than a 360 px phone.
          style={{ maxWidth: '100%' }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'new-post-image-error' : undefined}
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
      </Input.Wrapper>
      {preview ? (
        <Image
          src={preview}
          alt="Preview of the chosen image"
          mah={240}
          w="auto"
          fit="contain"
          radius="sm"
        />
      ) : null}
      {progress !== null ? (
        <Progress value={Math.round(progress * 100)} aria-label="Upload progress" size="lg" />
      ) : null}
    </Stack>
  )
}
