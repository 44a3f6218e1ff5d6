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
  importMessages,
} from '../../../../contract/transfer'
import { LinkAnchor } from '../../../components/link-anchor'
import { ApiError } from '../../../lib/api-error'
import { type Translate, useT } from '../../../lib/i18n/context'
import { withElements } from '../../../lib/i18n/elements'
import transfer from '../../../locales/en/transfer.messages.json'
import { downloadExport } from '../api'
import { useImportPosts } from '../use-import-posts'
import '@mantine/core/styles/Alert.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Progress.css'

/** A size as the language writes its unit (kB, ko): the number itself stays as it is. */
const size = (t: Translate<keyof typeof transfer & string>, bytes: number) =>
  bytes < 1024 * 1024
    ? t('transfer.sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) })
    : t('transfer.sizeMb', { size: (bytes / 1024 / 1024).toFixed(1) })

/**
 * Under the profile (`#import-export`), which the _auth layout shows to a signed-in author with a
 * verified email only.
 */
export function ImportExport() {
  const t = useT(transfer)
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
        {t('transfer.heading')}
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
  const t = useT(transfer)
  const download = useMutation({ mutationFn: downloadExport })
  return (
    <TransferCard title={t('transfer.exportTitle')} intro={t('transfer.exportIntro')}>
      <Group>
        <Button onClick={() => download.mutate()} loading={download.isPending}>
          {t('transfer.exportButton')}
        </Button>
      </Group>
      <div role="status">
        {download.isSuccess ? <Text c="dimmed">{t('transfer.exportStarted')}</Text> : null}
      </div>
      {download.isError ? (
        <Alert color="red" title={t('transfer.exportFailed')} role="alert">
          {ApiError.from(download.error).message}
        </Alert>
      ) : null}
    </TransferCard>
  )
}

function ImportCard() {
  const t = useT(transfer)
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
    <TransferCard title={t('transfer.importTitle')} intro={t('transfer.importIntro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Stack gap={4}>
            <Text component="label" htmlFor={inputId} fw={500} size="sm">
              {t('transfer.fileLabel')}
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
                {t('transfer.chooseFirst')}
              </Text>
            ) : (
              <Text id={`${inputId}-chosen`} c="dimmed" size="sm">
                {files.length === 0
                  ? t('transfer.limits', {
                      files: IMPORT_FILES_MAX,
                      megabytes: IMPORT_FILE_MAX_BYTES / 1024 / 1024,
                    })
                  : t('transfer.filesChosen', { count: files.length, size: size(t, total) })}
              </Text>
            )}
          </Stack>
          <Group>
            <Button type="submit" loading={importing.isPending}>
              {t('transfer.importButton')}
            </Button>
          </Group>
        </Stack>
      </form>
      {importing.progress !== null ? (
        <Stack gap={4}>
          <Progress
            value={Math.round(importing.progress * 100)}
            aria-label={t('transfer.sending')}
            size="lg"
            animated={importing.progress >= 1}
          />
          {importing.progress >= 1 ? (
            <Text size="sm" c="dimmed">
              {t('transfer.reading')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {importing.isError ? (
        <Alert color="red" title={t('transfer.importFailed')} role="alert">
          {ApiError.from(importing.error).message}
        </Alert>
      ) : null}
      <div role="status">{importing.data ? <ImportReport result={importing.data} /> : null}</div>
    </TransferCard>
  )
}

function ImportReport({ result }: { result: ImportResult }) {
  const t = useT(transfer)
  const shell = useT()
  const { imported } = result
  // What was here already is no problem: it is said apart, in the reader's words (ADR 0080).
  const skipped = result.errors.filter((error) => error.message === importMessages.alreadyHere)
  const errors = result.errors.filter((error) => error.message !== importMessages.alreadyHere)
  return (
    <Stack gap="sm">
      {imported.length === 0 ? (
        <Text fw={500}>{t('transfer.nothingImported')}</Text>
      ) : (
        <>
          <Title order={4}>{t('transfer.imported', { count: imported.length })}</Title>
          <Stack component="ul" gap={4} m={0} ps="lg">
            {imported.map((post) => (
              <li key={post._id}>
                <LinkAnchor to="/post-edit/$postId" params={{ postId: post._id }}>
                  {post.postTitle}
                </LinkAnchor>
              </li>
            ))}
          </Stack>
          <Text size="sm">
            {withElements((m) => t('transfer.findThem', { link: m.link }), {
              link: <LinkAnchor to="/managePosts">{shell('nav.managePosts')}</LinkAnchor>,
            })}
          </Text>
        </>
      )}
      {skipped.length > 0 ? (
        <>
          <Title order={4}>{t('transfer.skipped', { count: skipped.length })}</Title>
          <Stack component="ul" gap={4} m={0} ps="lg">
            {skipped.map((line, index) => (
              <li key={`${line.file}-${index}`} style={{ overflowWrap: 'anywhere' }}>
                {line.file}
              </li>
            ))}
          </Stack>
        </>
      ) : null}
      {errors.length > 0 ? (
        <>
          <Title order={4}>{t('transfer.problems', { count: errors.length })}</Title>
          <Stack component="ul" gap={4} m={0} ps="lg">
            {errors.map((error, index) => (
              <li key={`${error.file}-${index}`}>
                {withElements(
                  (m) => t('transfer.problem', { file: m.file, message: error.message }),
                  {
                    file: (
                      <Text span fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {error.file}
                      </Text>
                    ),
                  },
                )}
              </li>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  )
}
export default ImportExport
