import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'

import { useT } from '../../../lib/i18n/context'
import follows from '../../../locales/en/follows.messages.json'

/**
 * One row of the Following page: who or what (`children`, beside an optional picture) and an
 * Unfollow button named after them ("Unfollow Ada Moreno", "Unfollow #sea"), since a list of
 * buttons all called "Unfollow" tells a screen reader nothing.
 */
export function FollowedRow({
  name,
  avatar,
  onUnfollow,
  children,
}: {
  name: string
  avatar?: ReactNode
  onUnfollow: () => void
  children: ReactNode
}) {
  const t = useT(follows)
  return (
    <Group component="li" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {avatar}
        <div style={{ minWidth: 0 }}>{children}</div>
      </Group>
      <Button
        variant="default"
        size="compact-sm"
        onClick={onUnfollow}
        aria-label={t('follows.unfollowName', { name })}
        style={{ flexShrink: 0 }}
      >
        {t('follows.unfollow')}
      </Button>
    </Group>
  )
}
