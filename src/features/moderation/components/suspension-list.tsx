import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Suspension } from '../../../../contract/moderation'
import { useFormatDate } from '../../../lib/dates'
import * as api from '../api'
import { moderationQueries } from '../../../entities/moderation/queries'
import { snapshotQueries } from '../../../lib/optimistic'
import { commentQueries } from '../../../entities/comment/queries'
import { postQueries } from '../../../entities/post/queries'
import { notify } from '../../../lib/toast'
import { PageLoader } from '../../../components/page-loader'
import { ACT_DONE } from '../moderation-act'
import '@mantine/core/styles/Card.css'

/** The suspended accounts, newest first, each with why and Lift. */
export function SuspensionList() {
  const formatDate = useFormatDate()
  const queryClient = useQueryClient()
  const { data: suspensions, isError } = useQuery(moderationQueries.suspensions())
  const lift = useMutation({
    mutationFn: (uid: string) => api.setSuspended(uid, false),
    meta: { errorTitle: 'The suspension was not lifted, please try again' },
    onMutate: async (uid) => {
      const key = moderationQueries.suspensions().queryKey
      const restore = await snapshotQueries(queryClient, [key])
      queryClient.setQueryData<Suspension[]>(key, (list) => list?.filter((s) => s.uid !== uid))
      return { restore }
    },
    onError: (_error, _uid, context) => context?.restore(),
    onSuccess: () => notify.success(ACT_DONE.suspend(false)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
        queryClient.invalidateQueries({ queryKey: commentQueries.all() }),
        queryClient.invalidateQueries({ queryKey: postQueries.all() }),
      ]),
  })
  return (
    <Stack component="section" aria-labelledby="suspended-heading" gap="sm">
      <Title order={2} size="h3" id="suspended-heading">
        Suspended accounts
      </Title>
      {isError ? (
        <Alert color="red" title="The suspended accounts could not be loaded">
          Please try again.
        </Alert>
      ) : !suspensions ? (
        <PageLoader label="Loading the suspended accounts" />
      ) : suspensions.length === 0 ? (
        <Text>Nobody is suspended.</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {suspensions.map((suspension) => (
            <Card component="li" withBorder padding="sm" key={suspension.uid}>
              <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {suspension.name}
                    {suspension.handle ? (
                      <Text span c="dimmed" fw={400}>
                        {' '}
                        @{suspension.handle}
                      </Text>
                    ) : null}
                  </Text>
                  <Text size="sm" c="dimmed">
                    By {suspension.suspendedBy},{' '}
                    <time dateTime={suspension.date}>{formatDate(suspension.date)}</time>
                  </Text>
                  {suspension.reason ? (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {suspension.reason}
                    </Text>
                  ) : null}
                </div>
                <Button
                  size="compact-sm"
                  variant="default"
                  onClick={() => lift.mutate(suspension.uid)}
                  aria-label={`Lift ${suspension.name}’s suspension`}
                  style={{ flexShrink: 0 }}
                >
                  Lift
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
