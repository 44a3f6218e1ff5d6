import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import type { RevisionSummary } from '../../../../contract/revisions'
import { PageLoader } from '../../../components/page-loader'
import { useFormatDate } from '../../../lib/dates'
import { notify } from '../../../lib/toast'
import { revisionQueries } from '../queries'
import { useRestoreRevision } from '../use-restore-revision'
import classes from './revision-history.module.css'
import { WordDiff } from './word-diff'
import { useT } from '../../../lib/i18n/context'
import postHistory from '../../../locales/en/post-history.messages.json'
import '@mantine/core/styles/Card.css'

/** A post's saved versions, newest first, and what each would change back; Restore makes it now. */
export function RevisionHistory({ postId }: { postId: string }) {
  const t = useT(postHistory)
  const formatDate = useFormatDate()
  const { data: revisions } = useSuspenseQuery(revisionQueries.list(postId))
  const current = revisions[0]
  const [chosen, setChosen] = useState(revisions[1]?._id ?? current?._id)
  if (!current) return <Text>{t('postHistory.noVersions')}</Text>
  const selected = revisions.find((r) => r._id === chosen) ?? current
  return (
    <div className={classes.layout}>
      <nav aria-labelledby="versions-heading">
        <Title order={2} size="h4" id="versions-heading" mb="xs">
          {t('postHistory.versions')}
        </Title>
        <ol className={classes.list}>
          {revisions.map((revision) => (
            <li key={revision._id}>
              <UnstyledButton
                className={classes.version}
                aria-current={revision._id === selected._id ? 'true' : undefined}
                onClick={() => setChosen(revision._id)}
              >
                <Text size="sm" fw={600} component="span" display="block">
                  {formatDate(revision.date)}
                </Text>
                <Text size="sm" c="dimmed" component="span" display="block" lineClamp={1}>
                  {revision.postTitle}
                </Text>
                {revision._id === current._id ? (
                  <Badge variant="light" size="sm" component="span">
                    {t('postHistory.now')}
                  </Badge>
                ) : null}
              </UnstyledButton>
            </li>
          ))}
        </ol>
      </nav>
      <Suspense fallback={<PageLoader label={t('postHistory.loadingVersion')} />}>
        <VersionChanges postId={postId} version={selected} current={current} />
      </Suspense>
    </div>
  )
}

/** The chosen version beside the post as it is now, word by word, with Restore. */
function VersionChanges({
  postId,
  version,
  current,
}: {
  postId: string
  version: RevisionSummary
  current: RevisionSummary
}) {
  // Both versions at once, not one after the other.
  const [{ data: then }, { data: now }] = useSuspenseQueries({
    queries: [
      revisionQueries.detail(postId, version._id),
      revisionQueries.detail(postId, current._id),
    ],
  })
  const t = useT(postHistory)
  const formatDate = useFormatDate()
  const restore = useRestoreRevision(postId)
  const isCurrent = version._id === current._id
  return (
    <Card withBorder component="section" aria-labelledby="changes-heading">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="changes-heading">
              {isCurrent
                ? t('postHistory.currentVersion')
                : t('postHistory.versionOf', { date: formatDate(version.date) })}
            </Title>
            {isCurrent ? null : (
              <Text size="sm" c="dimmed">
                {t('postHistory.legend')}
              </Text>
            )}
          </div>
          {isCurrent ? null : (
            <Button
              loading={restore.isPending}
              onClick={() =>
                restore.mutate(then, {
                  onSuccess: (result) =>
                    notify.success(
                      result.restored ? t('postHistory.restored') : t('postHistory.alreadyReadsSo'),
                    ),
                })
              }
            >
              {t('postHistory.restore')}
            </Button>
          )}
        </Group>
        <Title order={3} size="h5">
          {t('postHistory.title')}
        </Title>
        <WordDiff before={then.postTitle} after={now.postTitle} />
        <Title order={3} size="h5">
          {t('postHistory.tags')}
        </Title>
        {then.tags.length + now.tags.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('postHistory.noTags')}
          </Text>
        ) : (
          <WordDiff before={then.tags.join(', ')} after={now.tags.join(', ')} />
        )}
        {then.image !== now.image ? (
          <Text size="sm">
            {then.image ? t('postHistory.anotherImage') : t('postHistory.noImage')}
          </Text>
        ) : null}
        <Title order={3} size="h5">
          {t('postHistory.text')}
        </Title>
        <WordDiff before={then.postBody} after={now.postBody} />
      </Stack>
    </Card>
  )
}
