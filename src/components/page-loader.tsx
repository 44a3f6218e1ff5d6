import { Center, Loader } from '@mantine/core'

/** The loading animation, with a name a screen reader announces. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py="xl">
      <Loader role="progressbar" aria-label={label} />
    </Center>
  )
}
