import { Alert, Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core'
import { type GetInputPropsReturnType, useForm } from '@mantine/form'
import { type ReactNode, useState } from 'react'
import type { ManagedPage, PageInput, PageStatus } from '../../../../contract/site-pages'
import {
  PAGE_SLUG_MAX,
  PRIVACY_SLUG,
  pageMessages,
  slugProblem,
} from '../../../../contract/site-pages-facts'
import { slugify } from '../../../../contract/slug'
import { ApiError, fieldErrors } from '../../../lib/api-error'
import { useT } from '../../../lib/i18n/context'
import managePages from '../../../locales/en/manage-pages.messages.json'
import { inputOf, usePageWrites } from '../use-page-writes'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'

const FIELDS = ['title', 'slug', 'body'] as const

/** The slug a title suggests: its words, cut to a slug's length. */
export const suggestedSlug = (title: string) =>
  title.trim() ? slugify(title).slice(0, PAGE_SLUG_MAX).replace(/-+$/, '') : ''

export type PageTextEditor = (body: GetInputPropsReturnType) => ReactNode

interface PageFormProps {
  /** The page to change; absent for a new one. */
  page?: ManagedPage | undefined
  /** The text's editor: the post editor's, which the route passes in (a feature never imports another). */
  editor?: PageTextEditor | undefined
  onDone: () => void
}

/** A page's title, address, text and place in the navigation; new ones Publish or Save draft. */
export function PageForm({ page, editor, onDone }: PageFormProps) {
  const t = useT(managePages)
  const { save } = usePageWrites()
  /** The contract's slug rule in the reader's language (English: the contract's own words). */
  const slugSays = (slug: string) => {
    const problem = slugProblem(slug)
    if (problem === pageMessages.slugInvalid) {
      return t('managePages.slugInvalid', { max: PAGE_SLUG_MAX })
    }
    if (problem === pageMessages.slugReserved) return t('managePages.slugReserved')
    return problem
  }
  const [failure, setFailure] = useState<string | null>(null)
  /** The slug follows the title until someone types one. */
  const [slugTouched, setSlugTouched] = useState(Boolean(page))
  const isPrivacy = page?.slug === PRIVACY_SLUG
  const form = useForm<Omit<PageInput, 'status'>>({
    initialValues: page
      ? inputOf(page)
      : { title: '', slug: '', body: '', showInNavigation: false },
    validate: {
      title: (title) => (title.trim() ? null : t('managePages.titleEmpty')),
      slug: (slug) => slugSays(slug.trim()),
    },
  })

  const submit = (status: PageStatus) =>
    form.onSubmit(async (values) => {
      setFailure(null)
      const input = { ...values, status }
      try {
        await save.mutateAsync(
          page ? { kind: 'update', id: page.id, input } : { kind: 'create', input },
        )
        onDone()
      } catch (error) {
        const fields = fieldErrors(error, FIELDS)
        form.setErrors(fields)
        if (Object.keys(fields).length === 0) setFailure(ApiError.from(error).message)
      }
    })

  const titleProps = form.getInputProps('title')
  const body = form.getInputProps('body')
  return (
    <form onSubmit={submit(page?.status ?? 'published')} noValidate>
      <Stack>
        <TextInput
          {...titleProps}
          label={t('managePages.title')}
          required
          onChange={(event) => {
            const title = event.currentTarget.value
            form.setFieldValue('title', title)
            if (!slugTouched) form.setFieldValue('slug', suggestedSlug(title))
          }}
        />
        <TextInput
          {...form.getInputProps('slug')}
          label={t('managePages.slug')}
          description={t('managePages.slugAbout', { slug: form.getValues().slug || 'about' })}
          required
          disabled={isPrivacy}
          onChange={(event) => {
            setSlugTouched(true)
            form.setFieldValue('slug', event.currentTarget.value)
          }}
        />
        {editor ? (
          editor(body)
        ) : (
          <Textarea
            {...body}
            label={t('managePages.text')}
            description={t('managePages.markdown')}
            rows={12}
            autosize={false}
          />
        )}
        <Switch
          {...form.getInputProps('showInNavigation', { type: 'checkbox' })}
          label={t('managePages.showInNavigation')}
        />
        {failure ? (
          <Alert color="red" role="alert" title={t('managePages.notSaved')}>
            {failure}
          </Alert>
        ) : null}
        {/* Cancel apart from the two that send: on a phone the pair wraps as one, kept at the
            line's end in either direction (margin-inline-start, docs/decisions/0077). */}
        <Group justify="space-between" gap="xs">
          <Button variant="subtle" onClick={onDone}>
            {t('managePages.cancel')}
          </Button>
          <Group gap="xs" wrap="nowrap" ms="auto">
            {page ? (
              <Button type="submit" loading={save.isPending}>
                {t('managePages.save')}
              </Button>
            ) : (
              <>
                <Button
                  variant="default"
                  loading={save.isPending}
                  onClick={() => void submit('draft')()}
                >
                  {t('managePages.saveDraft')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('managePages.publish')}
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Stack>
    </form>
  )
}
