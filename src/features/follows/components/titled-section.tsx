import { Stack, Title } from '@mantine/core'
import { type ReactNode, useId } from 'react'

/** A section of the follows' screens, named by its heading for screen readers' landmarks. */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <Stack component="section" aria-labelledby={id} gap="xs">
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** A list drawn without bullets or indent: each row lays itself out. */
export const PLAIN_LIST = { listStyle: 'none', padding: 0, margin: 0 } as const
