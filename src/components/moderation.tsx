// Issue 26's moderation on the client, in one module and so one lazy chunk (each chunk's name
// costs the first load a line of the preload map): Report on posts and comments, Hide / Show
// for moderators and a post's author, Comments on/off, the moderators' screen and the way to it.
// The comments and the post page import it with import() once someone is signed in.
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from '@mantine/core'
import { type InfiniteData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { Comment } from '../../contract/comments'
import {
  type ModerationReport,
  type NewReportInput,
  REPORT_REASON_MAX,
  type ReportTargetType,
  SUSPENSION_REASON_MAX,
  type Suspension,
} from '../../contract/moderation'
import type { PostDetail, PostSummary } from '../../contract/posts'
import type { SessionUser } from '../lib/auth/session'
import { useFormatDate } from '../lib/dates'
import * as api from '../lib/moderation/api'
import { MODERATION_QUERY_ROOT, moderationQueries } from '../lib/moderation/queries'
import { snapshotQueries } from '../lib/optimistic'
import { COMMENTS_QUERY_ROOT, POSTS_QUERY_ROOT } from '../lib/query-roots'
import { notify } from '../lib/toast'
import { ConfirmDialog } from './confirm-dialog'
import { LinkAnchor } from './link-anchor'
import { LinkButton } from './link-button'
import { PageLoader } from './page-loader'
import { POST_PAGE, postParams } from '../lib/post-link'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Modal.css'
import '@mantine/core/styles/Switch.css'

interface CommentPage {
  comments: Comment[]
}

/** Report a post or a comment: the button says Reported at once; a refusal says why and undoes it. */
function useReport(onReported: (reported: boolean) => void) {
  return useMutation({
    mutationFn: (input: NewReportInput) => api.sendReport(input),
    meta: { errorTitle: 'Your report was not sent' },
    onMutate: () => onReported(true),
    onSuccess: () => notify.success('Reported: a moderator will look at it'),
    onError: (error) => {
      // Reported already (409): it stays reported.
      if ((error as { status?: number }).status !== 409) onReported(false)
    },
  })
}

/**
 * Report a post or a comment to the moderators (issue 26): asks why in a small dialog, then says
 * Reported at once; the reporter is told by a notification once a moderator has handled it.
 */
export function ReportButton({
  targetType,
  targetId,
  label,
}: {
  targetType: ReportTargetType
  targetId: string
  /** What is reported, for the button's accessible name: "the comment by Grace". */
  label: string
}) {
  const [opened, setOpened] = useState(false)
  const [reported, setReported] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const report = useReport(setReported)
  return (
    <>
      <Button
        size="compact-sm"
        variant="subtle"
        color="gray"
        disabled={reported}
        aria-label={reported ? `Reported ${label}` : `Report ${label}`}
        onClick={() => setOpened(true)}
      >
        {reported ? 'Reported' : 'Report'}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Report ${label}`} centered>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const trimmed = reason.trim()
            if (!trimmed) return setError('Say why you report this')
            if (trimmed.length > REPORT_REASON_MAX) {
              return setError(`A reason is at most ${REPORT_REASON_MAX} characters`)
            }
            setOpened(false)
            setReason('')
            report.mutate({ targetType, targetId, reason: trimmed })
          }}
        >
          <Textarea
            label="Why should a moderator look at this?"
            description="Spam, abuse, something unlawful… The moderators read it; its writer does not."
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value)
              setError(null)
            }}
            error={error}
            rows={3}
            data-autofocus
          />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
            <Button type="submit">Send report</Button>
          </Group>
        </form>
      </Modal>
    </>
  )
}

// Hiding or showing a comment (issue 26): a moderator any, the post's author those on their post.
// Every cached list marks it at once; a failure puts the lists back; the server's lists, read
// again, say what others see.

export function useHideComment(hiddenAs: 'moderator' | 'author') {
  const queryClient = useQueryClient()
  const lists = [...COMMENTS_QUERY_ROOT, 'list']
  return useMutation({
    mutationFn: ({ commentId, hidden }: { commentId: string; hidden: boolean }) =>
      api.setHidden({ type: 'comment', id: commentId }, hidden),
    meta: { errorTitle: 'That did not work, please try again' },
    onMutate: async ({ commentId, hidden }) => {
      const restore = await snapshotQueries(queryClient, [lists])
      queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: lists }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.map((c) => {
                  if (c._id !== commentId) return c
                  const { hidden: _was, ...rest } = c
                  return hidden ? { ...rest, hidden: hiddenAs } : rest
                }),
              })),
            }
          : data,
      )
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (_data, { hidden }) =>
      notify.success(hidden ? 'Comment hidden' : 'Comment shown again'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lists }),
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_ROOT }),
      ]),
  })
}

/**
 * A signed-in reader's Report on someone else's comment; Hide / Show for the post's author (on
 * their post) and for moderators (issue 26). In a chunk of its own, loaded with a session.
 */
export function CommentModeration({
  comment,
  user,
  postAuthorId,
}: {
  comment: Comment
  user: SessionUser
  postAuthorId: string | undefined
}) {
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const postAuthor = postAuthorId !== undefined && postAuthorId === user.uid
  const own = comment.userId === user.uid
  const hide = useHideComment(moderator ? 'moderator' : 'author')
  // The post's author shows again only what they hid; a moderator anything.
  const canHide =
    moderator || (postAuthor && !own && (!comment.hidden || comment.hidden === 'author'))
  return (
    <>
      {canHide ? (
        <Button
          size="compact-sm"
          variant="subtle"
          color="gray"
          aria-label={`${comment.hidden ? 'Show' : 'Hide'} the comment by ${comment.userName}`}
          onClick={() => hide.mutate({ commentId: comment._id, hidden: !comment.hidden })}
        >
          {comment.hidden ? 'Show' : 'Hide'}
        </Button>
      ) : null}
      {!own && !comment.hidden ? (
        <ReportButton
          targetType="comment"
          targetId={comment._id}
          label={`the comment by ${comment.userName}`}
        />
      ) : null}
    </>
  )
}

// The writes of moderation (issue 26 items 4–5), each optimistic where the screen has something
// to change at once, and put back when the server refuses.

/** The post's author closes or opens its comments: the post says so at once. */
export function useCommentsEnabled(postId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => api.setCommentsEnabled(postId, enabled),
    meta: { errorTitle: 'That did not work, please try again' },
    onMutate: async (enabled) => {
      const restore = await snapshotQueries(queryClient, [POSTS_QUERY_ROOT])
      queryClient.setQueriesData<PostDetail>({ queryKey: POSTS_QUERY_ROOT }, (data) =>
        data && typeof data === 'object' && '_id' in data && data._id === postId
          ? { ...data, commentsEnabled: enabled }
          : data,
      )
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (enabled) => notify.success(enabled ? 'Comments are open' : 'Comments are closed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
  })
}

/** A moderator's act on a report's target: the report leaves the list at once. */
export type ModerationAct =
  | { kind: 'hide'; report: ModerationReport; hidden: boolean }
  | { kind: 'suspend'; report: ModerationReport; suspended: boolean; reason?: string }
  | { kind: 'dismiss'; report: ModerationReport }

const ACT_DONE = {
  hide: (hidden: boolean) => (hidden ? 'Hidden, and the reporter told' : 'Shown again'),
  suspend: (suspended: boolean) => (suspended ? 'Account suspended' : 'Suspension lifted'),
  dismiss: () => 'Report dismissed, and the reporter told',
}

export function useModerationAct() {
  const queryClient = useQueryClient()
  const reports = moderationQueries.reports().queryKey
  return useMutation({
    mutationFn: async (act: ModerationAct) => {
      const { report } = act
      if (act.kind === 'hide') {
        await api.setHidden({ type: report.targetType, id: report.targetId }, act.hidden)
      } else if (act.kind === 'suspend') {
        if (report.target.authorId) {
          await api.setSuspended(report.target.authorId, act.suspended, act.reason)
        }
      } else {
        await api.dismissReport(report._id)
      }
    },
    meta: { errorTitle: 'That did not work, please try again' },
    onMutate: async (act) => {
      const restore = await snapshotQueries(queryClient, [reports])
      // Hiding or dismissing handles the report (and every open one of its target).
      if (act.kind === 'dismiss' || (act.kind === 'hide' && act.hidden)) {
        queryClient.setQueryData<ModerationReport[]>(reports, (list) =>
          list?.filter((r) =>
            act.kind === 'dismiss'
              ? r._id !== act.report._id
              : !(r.targetType === act.report.targetType && r.targetId === act.report.targetId),
          ),
        )
      }
      return { restore }
    },
    onError: (_error, _variables, context) => context?.restore(),
    onSuccess: (_data, act) =>
      notify.success(
        act.kind === 'hide'
          ? ACT_DONE.hide(act.hidden)
          : act.kind === 'suspend'
            ? ACT_DONE.suspend(act.suspended)
            : ACT_DONE.dismiss(),
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reports }),
        queryClient.invalidateQueries({ queryKey: moderationQueries.suspensions().queryKey }),
        queryClient.invalidateQueries({ queryKey: COMMENTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
      ]),
  })
}

const POST_HIDDEN_SAYS = {
  moderator: 'Hidden by a moderator: only you and the moderators see this post.',
  author: 'Hidden: only you and the moderators see this post.',
  suspended: 'Hidden: its author’s account is suspended. Only they and the moderators see it.',
} as const

/**
 * Under a post, for someone signed in (issue 26): why it is hidden, if it is; its author's
 * Comments on/off; Report for anyone else; Hide / Restore for moderators.
 */
export function PostModeration({
  post,
  user,
}: {
  post: Pick<PostSummary, '_id' | 'authorId' | 'postTitle' | 'hidden' | 'commentsEnabled'>
  user: SessionUser
}) {
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const author = post.authorId === user.uid
  const comments = useCommentsEnabled(post._id)
  const queryClient = useQueryClient()
  const hide = useMutation({
    mutationFn: (hidden: boolean) => api.setHidden({ type: 'post', id: post._id }, hidden),
    meta: { errorTitle: 'That did not work, please try again' },
    onSuccess: (_data, hidden) => notify.success(hidden ? 'Post hidden' : 'Post shown again'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
      ]),
  })
  return (
    <>
      {post.hidden ? (
        <Alert color="yellow" variant="light" title="Hidden">
          {POST_HIDDEN_SAYS[post.hidden]}
        </Alert>
      ) : null}
      <Group gap="md">
        {author ? (
          <Switch
            label="Comments on"
            checked={post.commentsEnabled !== false}
            onChange={(event) => comments.mutate(event.currentTarget.checked)}
          />
        ) : (
          <ReportButton
            targetType="post"
            targetId={post._id}
            label={`the post “${post.postTitle}”`}
          />
        )}
        {moderator ? (
          <Button
            size="compact-sm"
            variant="light"
            color={post.hidden ? 'gray' : 'red'}
            loading={hide.isPending}
            onClick={() => hide.mutate(!post.hidden)}
          >
            {post.hidden ? 'Restore post' : 'Hide post'}
          </Button>
        ) : null}
      </Group>
    </>
  )
}

/** Who asks decides what the screen is: the reports for a moderator, a plain refusal otherwise. */
export function ModerationScreen({ user }: { user: SessionUser }) {
  const me = useQuery(moderationQueries.me(user.uid))
  if (me.isPending) return <PageLoader label="Loading the reports" />
  if (me.isError) {
    return (
      <Alert color="red" title="The reports could not be loaded">
        Please try again.
      </Alert>
    )
  }
  if (!me.data.moderator) {
    return (
      <Alert color="gray" title="Only moderators may see this page">
        Moderators are named by the site’s operator. To tell them about a post or a comment, use its
        Report button.
      </Alert>
    )
  }
  return (
    <Stack gap="xl">
      <ReportList />
      <SuspensionList />
    </Stack>
  )
}

function ReportList() {
  const { data: reports, isError } = useQuery(moderationQueries.reports())
  if (isError) {
    return (
      <Alert color="red" title="The reports could not be loaded">
        Please try again.
      </Alert>
    )
  }
  if (!reports) return <PageLoader label="Loading the reports" />
  if (reports.length === 0) return <Text>No open reports. All quiet.</Text>
  return (
    <Stack component="ul" gap="md" p={0} aria-label="Open reports" style={{ listStyle: 'none' }}>
      {reports.map((report) => (
        <ReportCard key={report._id} report={report} />
      ))}
    </Stack>
  )
}

const TARGET_HIDDEN_SAYS = {
  moderator: 'Hidden by a moderator',
  author: 'Hidden by the post’s author',
  suspended: 'Hidden: account suspended',
} as const

/** What a moderator is asked before an act that others feel: hiding, suspending, dismissing. */
type Asking = 'hide' | 'suspend' | 'dismiss' | null

function ReportCard({ report }: { report: ModerationReport }) {
  const formatDate = useFormatDate()
  const act = useModerationAct()
  const [asking, setAsking] = useState<Asking>(null)
  const { target } = report
  const what = report.targetType === 'post' ? 'Post' : 'Comment'
  const thing = `${what.toLowerCase()} by ${target.authorName}`
  const titleId = `report-${report._id}`
  return (
    <Card component="li" withBorder padding="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={600} id={titleId}>
            {what} by {target.authorName} on{' '}
            <LinkAnchor to={POST_PAGE} params={postParams(target.postId)}>
              {target.postTitle}
            </LinkAnchor>
          </Text>
          <Group gap={4}>
            {target.hidden ? (
              <Badge color="yellow">{TARGET_HIDDEN_SAYS[target.hidden]}</Badge>
            ) : null}
            {target.authorSuspended ? <Badge color="red">Suspended</Badge> : null}
          </Group>
        </Group>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          bg="var(--mantine-color-default-hover)"
          p="xs"
        >
          {target.text}
        </Text>
        <Text size="sm">
          <Text span c="dimmed">
            Reported by {report.reporterName},{' '}
            <time dateTime={report.date}>{formatDate(report.date)}</time>:
          </Text>{' '}
          {report.reason}
        </Text>
        <Group gap="xs">
          {/* Restoring and lifting undo an act: they need no question. */}
          <Button
            size="compact-sm"
            color={target.hidden ? 'gray' : 'red'}
            onClick={() =>
              target.hidden
                ? act.mutate({ kind: 'hide', report, hidden: false })
                : setAsking('hide')
            }
            aria-label={`${target.hidden ? 'Restore' : 'Hide'} the ${thing}`}
          >
            {target.hidden ? 'Restore' : `Hide ${what.toLowerCase()}`}
          </Button>
          {target.authorId ? (
            <Button
              size="compact-sm"
              variant="light"
              color={target.authorSuspended ? 'gray' : 'red'}
              onClick={() =>
                target.authorSuspended
                  ? act.mutate({ kind: 'suspend', report, suspended: false })
                  : setAsking('suspend')
              }
            >
              {target.authorSuspended
                ? `Lift ${target.authorName}’s suspension`
                : `Suspend ${target.authorName}`}
            </Button>
          ) : null}
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setAsking('dismiss')}
            aria-label={`Dismiss the report by ${report.reporterName}`}
          >
            Dismiss
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking === 'hide'}
        message={`Hide the ${thing}? Readers no longer see it, and ${report.reporterName} is told. Restore brings it back.`}
        confirmLabel={`Hide ${what.toLowerCase()}`}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          act.mutate({ kind: 'hide', report, hidden: true })
        }}
      />
      <ConfirmDialog
        opened={asking === 'dismiss'}
        message={`Dismiss the report by ${report.reporterName}? The ${thing} stays as it is, and they are told.`}
        confirmLabel="Dismiss report"
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null)
          act.mutate({ kind: 'dismiss', report })
        }}
      />
      {target.authorId ? (
        <SuspendDialog
          opened={asking === 'suspend'}
          name={target.authorName}
          onCancel={() => setAsking(null)}
          onSuspend={(reason) => {
            setAsking(null)
            act.mutate({ kind: 'suspend', report, suspended: true, reason })
          }}
        />
      ) : null}
    </Card>
  )
}

/** Suspending asks why: the list of suspended accounts shows it beside Lift. */
function SuspendDialog({
  opened,
  name,
  onCancel,
  onSuspend,
}: {
  opened: boolean
  name: string
  onCancel: () => void
  onSuspend: (reason: string) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    setError(null)
    onCancel()
  }
  return (
    <Modal opened={opened} onClose={close} title={`Suspend ${name}?`} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          const trimmed = reason.trim()
          if (!trimmed) return setError('Say why, for the other moderators')
          if (trimmed.length > SUSPENSION_REASON_MAX) {
            return setError(`A reason is at most ${SUSPENSION_REASON_MAX} characters`)
          }
          setReason('')
          setError(null)
          onSuspend(trimmed)
        }}
      >
        <Text size="sm" mb="sm">
          They can no longer write, and everything they wrote is hidden until the suspension is
          lifted.
        </Text>
        <Textarea
          label="Why?"
          description="Only the moderators read it."
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            setError(null)
          }}
          error={error}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" color="red">
            Suspend
          </Button>
        </Group>
      </form>
    </Modal>
  )
}

/** The suspended accounts, newest first, each with why and Lift. */
function SuspensionList() {
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
        queryClient.invalidateQueries({ queryKey: MODERATION_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: COMMENTS_QUERY_ROOT }),
        queryClient.invalidateQueries({ queryKey: POSTS_QUERY_ROOT }),
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

/** For moderators only: the way to the open reports, with how many wait (issue 26). */
export function ModerationLink({ user }: { user: SessionUser }) {
  const me = useQuery(moderationQueries.me(user.uid))
  const moderator = me.data?.moderator === true
  const reports = useQuery({ ...moderationQueries.reports(), enabled: moderator })
  if (!moderator) return null
  const waiting = reports.data?.length ?? 0
  return (
    <LinkButton
      to="/moderation"
      variant="light"
      style={{ alignSelf: 'flex-start' }}
      rightSection={
        waiting > 0 ? (
          <Badge size="sm" variant="filled" color="red" component="span">
            {waiting}
          </Badge>
        ) : undefined
      }
      aria-label={`Moderation: ${waiting} open report${waiting === 1 ? '' : 's'}`}
    >
      Moderation: open reports
    </LinkButton>
  )
}
