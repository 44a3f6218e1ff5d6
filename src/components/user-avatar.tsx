import { Avatar } from '@mantine/core'
import { useCallback, useState } from 'react'

/**
 * A person's photo, or their initials on one filled colour (per-name colours put light initials
 * on light yellows and limes). It repeats the name beside it: silent to a screen reader.
 *
 * A photo that fails to load falls back to the initials (issue 22). Mantine's Avatar does that
 * on the image's error event, but on a page drawn by the server the image can fail before React
 * hydrates and listens: the ref looks once at what the browser already knows.
 */
export function UserAvatar({
  name,
  photoURL,
  size,
}: {
  name: string
  photoURL?: string | undefined
  size: number
}) {
  const [failed, setFailed] = useState<string | null>(null)
  const src = photoURL && photoURL !== failed ? photoURL : null
  const noticeEarlyFailure = useCallback(
    (root: HTMLDivElement | null) => {
      const image = root?.querySelector('img')
      if (image?.complete && image.naturalWidth === 0 && photoURL) setFailed(photoURL)
    },
    [photoURL],
  )
  return (
    <Avatar
      ref={noticeEarlyFailure}
      src={src}
      name={name}
      alt=""
      color="blue"
      variant="filled"
      size={size}
      aria-hidden
      imageProps={{ onError: () => setFailed(photoURL ?? null) }}
    />
  )
}
