// One notification for the signed-in reader (on the post "Tides" unless `overrides` say
// otherwise), the notifications screen opened, and its card found by the name it reads as.
import { screen } from '@testing-library/react'
import type { Notification } from '../../contract/notifications'
import { makeNotification, store } from '../../mocks/store'
import { renderApp } from './render'
import { signInAs } from './signed-in'

export async function noticeCard(overrides: Partial<Notification>, name: string) {
  signInAs()
  store.notifications.push(makeNotification({ postId: 'post-9', postTitle: 'Tides', ...overrides }))
  const utils = renderApp('/notifications')
  const card = await screen.findByRole('listitem', { name })
  return { ...utils, card }
}
