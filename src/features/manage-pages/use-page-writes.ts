// Settings → Pages' mutations, optimistic with rollback (lib/optimistic.ts): the list shows a
// save, a publish or a delete at once and puts itself back, with a toast, if the server refuses.
// Then every read of pages (the list, the navigation, the page itself) is asked again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ManagedPage, PageInput } from '../../../contract/site-pages'
import { pageQueries } from '../../entities/page/queries'
import { useT } from '../../lib/i18n/context'
import { snapshotQueries } from '../../lib/optimistic'
import managePages from '../../locales/en/manage-pages.messages.json'
import { createPage, deletePage, updatePage } from './writes'

type Change =
  { kind: 'create'; input: PageInput } | { kind: 'update'; id: string; input: PageInput }

const PENDING_ID = 'pending-page'

export function usePageWrites() {
  const t = useT(managePages)
  const queryClient = useQueryClient()
  const key = pageQueries.managed().queryKey
  const change = (apply: (list: ManagedPage[]) => ManagedPage[]) =>
    queryClient.setQueryData<ManagedPage[]>(key, (list) => (list ? apply(list) : list))
  const lifecycle = {
    onError: (_error: unknown, _vars: unknown, context?: { restore: () => void }) =>
      context?.restore(),
    // Every page read: a slug's page, the header's list, Settings' list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: pageQueries.all() }),
  }

  const save = useMutation({
    meta: { errorTitle: t('managePages.saveFailed') },
    mutationFn: (write: Change) =>
      write.kind === 'create' ? createPage(write.input) : updatePage(write.id, write.input),
    onMutate: async (write: Change) => {
      const restore = await snapshotQueries(queryClient, [key])
      const now = new Date().toISOString()
      if (write.kind === 'create') {
        change((list) => [
          ...list,
          {
            id: PENDING_ID,
            ...write.input,
            navOrder: list.length,
            createdAt: now,
            updatedAt: now,
          },
        ])
      } else {
        change((list) =>
          list.map((page) =>
            page.id === write.id ? { ...page, ...write.input, updatedAt: now } : page,
          ),
        )
      }
      return { restore }
    },
    ...lifecycle,
  })

  const remove = useMutation({
    mutationFn: (page: ManagedPage) => deletePage(page.id),
    meta: { errorTitle: t('managePages.deleteFailed') },
    onMutate: async (page: ManagedPage) => {
      const restore = await snapshotQueries(queryClient, [key])
      change((list) => list.filter((one) => one.id !== page.id))
      return { restore }
    },
    ...lifecycle,
  })

  return { save, remove }
}

/** What a page is as its form edits it. */
export const inputOf = (page: ManagedPage): PageInput => ({
  title: page.title,
  slug: page.slug,
  body: page.body,
  status: page.status,
  showInNavigation: page.showInNavigation,
})
