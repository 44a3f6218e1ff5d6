import { Alert, Button, Stack, Text } from '@mantine/core'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ApiError } from '../lib/api-error'

/**
 * A route's error screen, in the server's words when it answered (never a URL or a status line). "Try again" clears the failed queries' error state and reruns the
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
        <Text size="sm">{ApiError.from(error).message}</Text>
        <Button variant="light" color="red" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </Stack>
    </Alert>
  )
}
