import {
  ActionIcon,
  Alert,
  Group,
  Loader,
  Progress,
  Tabs,
  Text,
  Textarea,
  VisuallyHidden,
} from '@mantine/core'
import type { GetInputPropsReturnType } from '@mantine/form'
import { useQuery } from '@tanstack/react-query'
import {
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react'
import { ApiError } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/context'
import { type WritePostT, imageMessage, writePost } from '../write-post-words'
import { applyTextEdit } from './apply-text-edit'
import {
  type Format,
  type TextEdit,
  applyFormat,
  continueList,
  imageMarkdown,
  shortcutFormat,
} from './markdown-edit'
import { postQueries } from '../../../entities/post/queries'
import { useInlineImage } from './use-inline-image'
import {
  BoldIcon,
  CodeIcon,
  HeadingIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  ListIcon,
  QuoteIcon,
} from './editor-icons'
import { PostBody } from '../../../entities/post/components/post-body'
import classes from './markdown-editor.module.css'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Progress.css'
import '@mantine/core/styles/Tabs.css'

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
const MOD = isMac ? '⌘' : 'Ctrl+'

/** Each tool's name in the reader's language: one literal id per tool (docs/decisions/0077). */
const TOOLS: { format: Format; label: (t: WritePostT) => string; icon: ReactNode; key?: string }[] =
  [
    { format: 'bold', label: (t) => t('writePost.toolBold'), icon: <BoldIcon />, key: 'B' },
    { format: 'italic', label: (t) => t('writePost.toolItalic'), icon: <ItalicIcon />, key: 'I' },
    { format: 'link', label: (t) => t('writePost.toolLink'), icon: <LinkIcon />, key: 'K' },
    { format: 'heading', label: (t) => t('writePost.toolHeading'), icon: <HeadingIcon /> },
    { format: 'list', label: (t) => t('writePost.toolList'), icon: <ListIcon /> },
    { format: 'quote', label: (t) => t('writePost.toolQuote'), icon: <QuoteIcon /> },
    { format: 'code', label: (t) => t('writePost.toolCode'), icon: <CodeIcon /> },
  ]

const imageFiles = (files: FileList | undefined | null) =>
  Array.from(files ?? []).filter((file) => file.type.startsWith('image/'))

/**
 * The post's text in Markdown: Write (a textarea with a toolbar and the usual shortcuts, images
 * inserted by upload, paste or drop) and Preview (the server's rendering, drawn as the post page
 * draws it: docs/decisions/0023).
 */
export function MarkdownEditor({
  body,
  label: givenLabel,
}: {
  body: GetInputPropsReturnType
  /** The textarea's name, 'Post text' unless given: a site's page (Settings → Pages) calls it "Text". */
  label?: string
}) {
  const t = useT(writePost)
  const label = givenLabel ?? t('writePost.postText')
  const value = String(body.value ?? '')
  const [tab, setTab] = useState<'write' | 'preview'>('write')
  const textarea = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const image = useInlineImage()

  /** Applies an edit as typing would: one step of the browser's undo (docs/decisions/0032). */
  const edit = (change: (text: TextEdit) => TextEdit | null): boolean => {
    const area = textarea.current
    if (!area) {
      // Preview is open (an image finished uploading meanwhile): at the end, without undo.
      const next = change({ value, start: value.length, end: value.length })
      if (next) (body.onChange as (text: string) => void)(next.value)
      return next !== null
    }
    const next = change({ value: area.value, start: area.selectionStart, end: area.selectionEnd })
    if (!next) return false
    applyTextEdit(area, next)
    return true
  }

  /**
   * One upload after another, each image inserted as it arrives, in the order given: each on its
   * own line after the one before (imageMarkdown never writes into the last one's description).
   */
  const insertImages = async (files: File[]) => {
    for (const file of files) {
      try {
        const url = await image.upload(file)
        // No alt from the file's name: the author writes one, the cursor is where (ADR 0031).
        edit((text) => imageMarkdown(text, '', url))
      } catch {
        // Said under the editor (image.error); the text is untouched, and the rest still go.
      }
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const plainEnter =
      event.key === 'Enter' &&
      !(event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) &&
      !event.nativeEvent.isComposing
    if (plainEnter) {
      if (edit(continueList)) event.preventDefault()
      return
    }
    const format = shortcutFormat(event)
    if (!format) return
    event.preventDefault()
    edit((text) => applyFormat(text, format))
  }
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = imageFiles(event.clipboardData?.files)
    if (files.length === 0) return
    event.preventDefault()
    void insertImages(files)
  }
  const onDrop = (event: DragEvent<HTMLTextAreaElement>) => {
    const files = imageFiles(event.dataTransfer?.files)
    if (files.length === 0) return
    event.preventDefault()
    void insertImages(files)
  }

  return (
    <Tabs
      value={tab}
      onChange={(next) => setTab(next === 'preview' ? 'preview' : 'write')}
      keepMounted={false}
      variant="outline"
      className={classes.editor}
    >
      <Group justify="space-between" gap="xs" wrap="wrap-reverse" className={classes.bar}>
        <Tabs.List aria-label={label}>
          <Tabs.Tab value="write">{t('writePost.editorWrite')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('writePost.editorPreview')}</Tabs.Tab>
        </Tabs.List>
        {tab === 'write' ? (
          <div role="toolbar" aria-label={t('writePost.toolbar')} className={classes.toolbar}>
            {TOOLS.map((tool) => {
              const name = tool.key
                ? t('writePost.toolWithShortcut', {
                    tool: tool.label(t),
                    shortcut: `${MOD}${tool.key}`,
                  })
                : tool.label(t)
              return (
                <ActionIcon
                  key={tool.format}
                  title={name}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={name}
                  // The textarea keeps its selection: a pointer press does not take the focus.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => edit((text) => applyFormat(text, tool.format))}
                >
                  {tool.icon}
                </ActionIcon>
              )
            })}
            {/* Named by its text, not aria-label: the cover's file input is the form's "Image". (A
                native title, not Mantine's Tooltip: that would bring a positioning library.) */}
            <ActionIcon
              title={t('writePost.insertImage')}
              variant="subtle"
              color="gray"
              size="lg"
              loading={image.progress !== null}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => fileInput.current?.click()}
            >
              <ImageIcon />
              <VisuallyHidden>{t('writePost.insertImage')}</VisuallyHidden>
            </ActionIcon>
            {/* Opened by Insert image only, so it is out of the page (and of its labels). */}
            <input
              ref={fileInput}
              type="file"
              name="inline-image"
              accept="image/jpeg,image/png,image/webp,image/gif"
              multiple
              hidden
              onChange={(event) => {
                // Every file chosen: one that is no image is refused under the editor, the rest still go.
                const files = Array.from(event.currentTarget.files ?? [])
                event.currentTarget.value = ''
                void insertImages(files)
              }}
            />
          </div>
        ) : null}
      </Group>

      <Tabs.Panel value="write">
        <Textarea
          {...body}
          ref={textarea}
          name="postBody"
          // The writer's words run in their own direction (an English post on an Arabic screen
          // left to right): the first letter typed decides (docs/decisions/0077).
          dir="auto"
          label={label}
          description={t('writePost.markdownHelp')}
          required
          rows={14}
          resize="vertical"
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onDrop={onDrop}
        />
        {image.progress !== null ? (
          <Progress
            mt="xs"
            value={Math.round(image.progress * 100)}
            aria-label={t('writePost.inlineImageUploading')}
            animated
          />
        ) : null}
        {image.error ? (
          <Text size="sm" c="red" mt="xs" role="alert">
            {t('writePost.inlineImageFailed', {
              reason: imageMessage(t, ApiError.from(image.error).message),
            })}
          </Text>
        ) : null}
      </Tabs.Panel>
      <Tabs.Panel value="preview">
        <PreviewPanel body={value} error={body.error as ReactNode} />
      </Tabs.Panel>
    </Tabs>
  )
}

function PreviewPanel({ body, error }: { body: string; error?: ReactNode }) {
  const t = useT(writePost)
  const preview = useQuery({ ...postQueries.preview(body.trim()), enabled: body.trim() !== '' })
  let content: ReactNode
  if (body.trim() === '') content = <Text c="dimmed">{t('writePost.previewEmpty')}</Text>
  else if (preview.isPending)
    content = <Loader size="sm" aria-label={t('writePost.previewDrawing')} />
  else if (preview.isError)
    content = (
      <Alert color="red" title={t('writePost.previewFailed')} role="alert">
        {ApiError.from(preview.error).message}
      </Alert>
    )
  else content = <PostBody html={preview.data.bodyHtml} />
  return (
    <div className={classes.preview}>
      <div className={classes.previewText} aria-label={t('writePost.editorPreview')} role="region">
        {content}
      </div>
      {error ? (
        <Text size="sm" c="red" mt="xs">
          {error}
        </Text>
      ) : null}
    </div>
  )
}
