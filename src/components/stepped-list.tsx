import { Button, Stack } from '@mantine/core'
import { type ReactNode, useState } from 'react'

/**
 * A long list drawn a step at a time (a mailbox of a long-running instance keeps hundreds): the
 * first `step` items, then a button that says how many are older and shows the next step.
 */
export function SteppedList<T>({
  items,
  step,
  older: olderLabel,
  children,
}: {
  items: T[]
  step: number
  /** The button's words, before the count: "Show older mails". */
  older: string
  children: (item: T, index: number) => ReactNode
}) {
  const [shown, setShown] = useState(step)
  const older = items.length - shown
  return (
    <Stack>
      <Stack component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.slice(0, shown).map(children)}
      </Stack>
      {older > 0 && (
        <Button variant="default" onClick={() => setShown((n) => n + step)}>
          {olderLabel} ({older})
        </Button>
      )}
    </Stack>
  )
}
