import { Alert, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { roleAtLeast, siteMessages } from '../../../../contract/site-facts'
import { PageLoader } from '../../../components/page-loader'
import { siteQueries } from '../../../entities/site/queries'

/**
 * What only the owner and administrators see (docs/decisions/0074); anyone else is told so, with
 * no form. The server refuses them anyway (each route's `access`): this spares them a screen
 * whose every read would be a 403.
 */
export function AdminsOnly({ uid, children }: { uid: string; children: ReactNode }) {
  const me = useQuery(siteQueries.role(uid))
  if (me.isPending) return <PageLoader label="Checking your role" />
  if (me.isError) {
    return (
      <Alert color="red" title="Your role could not be checked">
        Please try again.
      </Alert>
    )
  }
  if (!roleAtLeast(me.data.role, 'administrator')) {
    return (
      <Alert color="gray" title="Nothing to change here">
        <Text size="sm">{siteMessages.staffOnly}</Text>
      </Alert>
    )
  }
  return children
}
