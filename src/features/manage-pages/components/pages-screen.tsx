import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { ManagedPage } from '../../../../contract/site-pages'
import { PRIVACY_SLUG } from '../../../../contract/site-pages-facts'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { LinkAnchor } from '../../../components/link-anchor'
import { PageLoader } from '../../../components/page-loader'
import { pageQueries } from '../../../entities/page/queries'
import { ApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/context'
import managePages from '../../../locales/en/manage-pages.messages.json'
import { inputOf, usePageWrites } from '../use-page-writes'
import { PageForm, type PageTextEditor } from './page-form'
import '@mantine/core/styles/Badge.css'

/**
 * Settings → Pages (docs/decisions/0075): every page with its state, New page, and each page's
 * Edit, Publish or Unpublish, and Delete (asked first). The privacy page is edited, never
 * unpublished or deleted: the footer links to it.
 */
export function PagesScreen({ editor }: { editor?: PageTextEditor }) {
  const t = useT(managePages)
  const pages = useQuery(pageQueries.managed())
  const { save, remove } = usePageWrites()
  const [editing, setEditing] = useState<ManagedPage | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ManagedPage | null>(null)

  if (editing) {
    return (
      <Stack>
        <Title order={2}>
          {editing === 'new'
            ? t('managePages.newPage')
            : t('managePages.editPage', { title: editing.title })}
        </Title>
        <PageForm
          page={editing === 'new' ? undefined : editing}
          editor={editor}
          onDone={() => setEditing(null)}
        />
      </Stack>
    )
  }
  if (pages.isPending) return <PageLoader label={t('managePages.loading')} />
  if (pages.isError) {
    return (
      <Text c="red">
        {t('managePages.loadFailed', { reason: ApiError.from(pages.error).message })}
      </Text>
    )
  }
  const toggle = (page: ManagedPage) =>
    save.mutate({
      kind: 'update',
      id: page.id,
      input: { ...inputOf(page), status: page.status === 'published' ? 'draft' : 'published' },
    })

  return (
    <Stack>
      <Group justify="space-between">
        <Text c="dimmed">{t('managePages.about')}</Text>
        <Button onClick={() => setEditing('new')}>{t('managePages.newPage')}</Button>
      </Group>
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('managePages.list')}
      >
        {pages.data.map((page) => {
          const isPrivacy = page.slug === PRIVACY_SLUG
          return (
            <Paper component="li" key={page.id} withBorder p="md" radius="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Group gap="xs">
                    <Text fw={600}>{page.title}</Text>
                    <Badge variant="light" color={page.status === 'published' ? 'green' : 'gray'}>
                      {page.status === 'published'
                        ? t('managePages.published')
                        : t('managePages.draft')}
                    </Badge>
                    {page.showInNavigation ? (
                      <Badge variant="outline">{t('managePages.inNavigation')}</Badge>
                    ) : null}
                  </Group>
                  {page.status === 'published' ? (
                    <LinkAnchor to="/$pageSlug" params={{ pageSlug: page.slug }} size="sm">
                      /{page.slug}
                    </LinkAnchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      /{page.slug}
                    </Text>
                  )}
                </Stack>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(page)}>
                    {t('managePages.edit')}
                  </Button>
                  {isPrivacy ? null : (
                    <>
                      <Button size="xs" variant="default" onClick={() => toggle(page)}>
                        {page.status === 'published'
                          ? t('managePages.unpublish')
                          : t('managePages.publish')}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setDeleting(page)}
                      >
                        {t('managePages.delete')}
                      </Button>
                    </>
                  )}
                </Group>
              </Group>
            </Paper>
          )
        })}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        message={t('managePages.deleteConfirm', { title: deleting?.title ?? '' })}
        confirmLabel={t('managePages.deletePage')}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting)
          setDeleting(null)
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  )
}
