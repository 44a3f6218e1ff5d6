import { Alert, Button } from '@mantine/core'
import { QueryErrorResetBoundary } from '@tanstack/react-query'
import { Component, type ReactNode } from 'react'
import { ApiError } from '../../../lib/api-error'

interface BoundaryProps {
  onReset: () => void
  children: ReactNode
}

class Boundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    const unreachable = ApiError.from(error).code === 'network'
    return (
      <Alert color="red" role="alert" title="The comments could not be loaded">
        {unreachable ? "Can't reach Quill. Check your connection and try again." : null}
        <div>
          <Button
            mt="xs"
            size="compact-sm"
            variant="default"
            onClick={() => {
              this.props.onReset()
              this.setState({ error: null })
            }}
          >
            Retry
          </Button>
        </div>
      </Alert>
    )
  }
}

/**
 * The comment list's own error screen: comments that fail to load say so in their place, and
 * Retry asks again. Without it the failure reached the route's error screen, which replaced the
 * whole post — and the comment being typed with it.
 */
export function CommentsBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => <Boundary onReset={reset}>{children}</Boundary>}
    </QueryErrorResetBoundary>
  )
}
