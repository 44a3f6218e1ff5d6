// The Import and export screen (docs/decisions/0044): the export as a download, the import as a
// file picker with its progress and, once the server has read the files, what arrived (each a
// link to its editor) and what did not (each with its file's name and why).
import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useId, useRef, useState } from 'react'
import {
  IMPORT_ACCEPT,
  IMPORT_FILES_MAX,
  IMPORT_FILE_MAX_BYTES,
  type ImportResult,
} from '../../../../contract/transfer'
import { LinkAnchor } from '../../../components/link-anchor'
import { ApiError } from '../../../lib/api-error'
import { downloadExport } from '../api'
import { useImportPosts } from '../use-import-posts'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Progress.css'

export const transferText = {
  exportIntro:
    'Every post and draft you have written, as Markdown files with their front matter and images, in one zip.',
  exportButton: 'Download export',
  exportStarted: 'Your export is downloading.',
  importIntro:
    'Markdown files (.md), a zip of them, a Ghost JSON export, or an RSS or Atom feed. Every post arrives as a draft: nothing is published until you publish it.',
  fileLabel: 'Files to import',
  importButton: 'Import',
  chooseFirst: 'Choose one or more files first',
  limits: `Up to ${IMPORT_FILES_MAX} files, ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB each.`,
  sending: 'Sending your files',
  reading: 'Reading your files…',
  nothingImported: 'Nothing was imported.',
} as const

const size = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} kB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`

/**
 * Under the profile (`#import-export`), which the _auth layout shows to a signed-in author with a
 * verified email only.
 */
export function ImportExport() {
  const headingId = useId()
  return (
    <Stack
      component="section"
      aria-labelledby={headingId}
      id="import-export"
      maw={560}
      mx="auto"
      w="100%"
    >
      <Title order={2} id={headingId}>
        Import and export
      </Title>
      <ExportCard />
      <ImportCard />
    </Stack>
  )
}

/** Export's and Import's card: a section named by its heading, and what it does. */
function TransferCard({
  title,
  intro,
  children,
}: {
  title: string
  intro: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={3} id={headingId}>
          {title}
        </Title>
        <Text>{intro}</Text>
        {children}
      </Stack>
    </Card>
  )
}

function ExportCard() {
  const download = useMutation({ mutationFn: downloadExport })
  return (
    <TransferCard title="Export" intro={transferText.exportIntro}>
      <Group>
        <Button onClick={() => download.mutate()} loading={download.isPending}>
          {transferText.exportButton}
        </Button>
      </Group>
      <div role="status">
        {download.isSuccess ? <Text c="dimmed">{transferText.exportStarted}</Text> : null}
      </div>
      {download.isError ? (
        <Alert color="red" title="The export could not be made" role="alert">
          {ApiError.from(download.error).message}
        </Alert>
      ) : null}
    </TransferCard>
  )
}

function ImportCard() {
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  const [missing, setMissing] = useState(false)
  const importing = useImportPosts()

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (files.length === 0) {
      setMissing(true)
      input.current?.focus()
      return
    }
    importing.mutate(files, {
      onSuccess: () => {
        setFiles([])
        if (input.current) input.current.value = ''
      },
    })
  }
  const total = files.reduce((sum, file) => sum + file.size, 0)

  return (
    <TransferCard title="Import" intro={transferText.importIntro}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text component="label" htmlFor={inputId} fw={500} size="sm">
              {transferText.fileLabel}
            </Text>
            <input
              ref={input}
              id={inputId}
              type="file"
              name="files"
              multiple
              accept={IMPORT_ACCEPT}
              disabled={importing.isPending}
              style={{ maxWidth: '100%' }}
              aria-invalid={missing ? true : undefined}
              aria-describedby={missing ? `${inputId}-error` : `${inputId}-chosen`}
              onChange={(event) => {
                setMissing(false)
                setFiles(Array.from(event.currentTarget.files ?? []))
              }}
            />
            {missing ? (
              <Text id={`${inputId}-error`} c="red" size="sm">
                {transferText.chooseFirst}
              </Text>
            ) : (
              <Text id={`${inputId}-chosen`} c="dimmed" size="sm">
                {files.length === 0
                  ? transferText.limits
                  : `${files.length} ${files.length === 1 ? 'file' : 'files'} chosen (${size(total)})`}
              </Text>
            )}
          </Stack>
          <Group>
            <Button type="submit" loading={importing.isPending}>
              {transferText.importButton}
            </Button>
          </Group>
        </Stack>
      </form>
      {importing.progress !== null ? (
        <Stack gap={4}>
          <Progress
            value={Math.round(importing.progress * 100)}
            aria-label={transferText.sending}
            size="lg"
            animated={importing.progress >= 1}
          />
          {importing.progress >= 1 ? (
            <Text size="sm" c="dimmed">
              {transferText.reading}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {importing.isError ? (
        <Alert color="red" title="The import could not be sent" role="alert">
          {ApiError.from(importing.error).message}
        </Alert>
      ) : null}
      <div role="status">{importing.data ? <ImportReport result={importing.data} /> : null}</div>
    </TransferCard>
  )
}

function ImportReport({ result }: { result: ImportResult }) {
  const { imported, errors } = result
  return (
    <Stack gap="sm">
      {imported.length === 0 ? (
        <Text fw={500}>{transferText.nothingImported}</Text>
      ) : (
        <>
          <Title order={4}>
            {imported.length === 1 ? 'Imported 1 draft' : `Imported ${imported.length} drafts`}
          </Title>
          <Stack component="ul" gap={4} m={0} pl="lg">
            {imported.map((post) => (
              <li key={post._id}>
                <LinkAnchor to="/post-edit/$postId" params={{ postId: post._id }}>
                  {post.postTitle}
                </LinkAnchor>
              </li>
            ))}
          </Stack>
          <Text size="sm">
            Find them in <LinkAnchor to="/managePosts">Manage posts</LinkAnchor>.
          </Text>
        </>
      )}
      {errors.length > 0 ? (
        <>
          <Title order={4}>{errors.length === 1 ? '1 problem' : `${errors.length} problems`}</Title>
          <Stack component="ul" gap={4} m={0} pl="lg">
            {errors.map((error, index) => (
              <li key={`${error.file}-${index}`}>
                <Text span fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {error.file}
                </Text>
                : {error.message}
              </li>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  )
}
export default ImportExport
