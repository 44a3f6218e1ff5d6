import { Alert, Button, Stack, Text } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * A route's error screen. "Try again" clears the failed queries' error state and reruns the
 * loaders (the pattern of TanStack Router's kitchen-sink-react-query example).
 */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  useEffect(() => {
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  return (
    <Alert color="red" title="This page could not be loaded" role="alert">
      <Stack align="flex-start">
        <Text size="sm">{error instanceof Error ? error.message : 'Something went wrong.'}</Text>
        <Button variant="light" color="red" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  )
}
