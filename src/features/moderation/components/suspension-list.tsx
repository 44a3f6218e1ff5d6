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
import { useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
import moderation from '../../../locales/en/moderation.messages.json'
import { actDone } from '../moderation-act'
import '@mantine/core/styles/Card.css'

/** The suspended accounts, newest first, each with why and Lift. */
export function SuspensionList() {
  const t = useT(moderation)
  const formatDate = useFormatDate()
  const queryClient = useQueryClient()
  const { data: suspensions, isError } = useQuery(moderationQueries.suspensions())
  const lift = useMutation({
    mutationFn: (uid: string) => api.setSuspended(uid, false),
    meta: { errorTitle: t('moderation.liftFailed') },
    onMutate: async (uid) => {
      const key = moderationQueries.suspensions().queryKey
      const restore = await snapshotQueries(queryClient, [key])
      queryClient.setQueryData<Suspension[]>(key, (list) => list?.filter((s) => s.uid !== uid))
      return { restore }
    },
    onError: (_error, _uid, context) => context?.restore(),
    onSuccess: () => notify.success(actDone(t).suspend(false)),
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
        {t('moderation.suspendedAccounts')}
      </Title>
      {isError ? (
        <Alert color="red" title={t('moderation.suspensionsFailed')}>
          {t('moderation.tryAgain')}
        </Alert>
      ) : !suspensions ? (
        <PageLoader label={t('moderation.loadingSuspensions')} />
      ) : suspensions.length === 0 ? (
        <Text>{t('moderation.nobodySuspended')}</Text>
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
                    {withElements(
                      (m) =>
                        t('moderation.suspendedBy', {
                          moderator: suspension.suspendedBy,
                          date: m.date,
                        }),
                      {
                        date: <time dateTime={suspension.date}>{formatDate(suspension.date)}</time>,
                      },
                    )}
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
                  aria-label={t('moderation.liftSuspensionOf', { name: suspension.name })}
                  style={{ flexShrink: 0 }}
                >
                  {t('moderation.lift')}
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  )
}
