import { Avatar } from '@mantine/core'

/**
 * A person's photo, or their initials on one filled colour (per-name colours put light initials
 * on light yellows and limes). It repeats the name beside it: silent to a screen reader.
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
  return (
    <Avatar
      src={photoURL || null}
      name={name}
      alt=""
      color="blue"
      variant="filled"
      size={size}
      aria-hidden
    />
  )
}
