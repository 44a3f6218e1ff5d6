// The editor's "Share preview link" (ADR 0079): a draft or a scheduled post is shared by a secret
// link that anyone opens signed out, shown with Copy and stopped with "Stop sharing". The edit
// route slots it into the editor's buttons; for a published post it draws nothing.
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { PostStatus } from '../../../../contract/tags'
import { useT } from '../../../lib/i18n/context'
import previewLink from '../../../locales/en/preview-link.messages.json'
import { previewLinkQueries } from '../queries'
import { useSharePreviewLink, useStopPreviewLink } from '../use-preview-link'
import '@mantine/core/styles/Overlay.css'
import '@mantine/core/styles/CloseButton.css'
import '@mantine/core/styles/ModalBase.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Modal.css'

export function SharePreviewLink({ postId, status }: { postId: string; status: PostStatus }) {
  if (status === 'published') return null
  return <ShareButton postId={postId} status={status} />
}

function ShareButton({ postId, status }: { postId: string; status: PostStatus }) {
  const t = useT(previewLink)
  const [opened, setOpened] = useState(false)
  const share = useSharePreviewLink(postId)
  const open = () => {
    setOpened(true)
    // Answers the live link if there is one, so opening again never changes the address.
    share.mutate()
  }
  return (
    <>
      <Button variant="default" onClick={open}>
        {t('previewLink.share')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('previewLink.dialogTitle')}
        centered
      >
        <ShareDialogBody
          postId={postId}
          status={status}
          making={share.isPending}
          failed={share.isError}
          onShare={() => share.mutate()}
          onClose={() => setOpened(false)}
        />
      </Modal>
    </>
  )
}

interface ShareDialogBodyProps {
  postId: string
  status: PostStatus
  making: boolean
  failed: boolean
  onShare: () => void
  onClose: () => void
}

export function ShareDialogBody({
  postId,
  status,
  making,
  failed,
  onShare,
  onClose,
}: ShareDialogBodyProps) {
  const t = useT(previewLink)
  // Filled by the share's answer (use-preview-link.ts); never asked for on its own here.
  const { data } = useQuery({ ...previewLinkQueries.ofPost(postId), enabled: false })
  const stop = useStopPreviewLink(postId)
  const link = data?.link ?? null
  const url = link ? new URL(link.path, window.location.origin).href : ''
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState(false)
  // Not Mantine's CopyButton: its clipboard hook would join the first load's framework chunk.
  // Where the clipboard is refused (a page not served over HTTPS), the link is selected instead.
  const copy = () =>
    navigator.clipboard?.writeText(url).then(
      () => {
        setCopied(true)
        setTimeout(() => setCopied(false), 2000)
      },
      () => field.current?.select(),
    ) ?? field.current?.select()
  return (
    <Stack gap="md">
      <Text size="sm">
        {t('previewLink.explain', { status: status === 'scheduled' ? 'scheduled' : 'draft' })}
      </Text>
      {link ? (
        <>
          <TextInput
            label={t('previewLink.linkLabel')}
            ref={field}
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group justify="space-between">
            <Button variant="default" color="red" onClick={() => stop.mutate()}>
              {t('previewLink.stop')}
            </Button>
            <Button onClick={copy} color={copied ? 'teal' : undefined}>
              {copied ? t('previewLink.copied') : t('previewLink.copy')}
            </Button>
          </Group>
        </>
      ) : making ? (
        <Text size="sm" role="status">
          {t('previewLink.making')}
        </Text>
      ) : (
        <>
          <Text size="sm" role="status">
            {failed ? t('previewLink.notShared') : t('previewLink.stopped')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('previewLink.close')}
            </Button>
            <Button onClick={onShare}>{t('previewLink.shareAgain')}</Button>
          </Group>
        </>
      )}
    </Stack>
  )
}
