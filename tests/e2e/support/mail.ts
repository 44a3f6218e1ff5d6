// What the dev mailbox (`/api/dev/mail`) holds for a spec: mail the job queue sends a little after
// the request that queues it, so a spec polls for it.
import { type APIRequestContext, expect } from '@playwright/test'

/** The invitation's link in the dev mailbox, once the job queue has sent it. */
export async function mailedLink(request: APIRequestContext, email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/api/dev/mail')).json()) as {
          to: string
          text: string
        }[]
        const text = mails.find((mail) => mail.to === email)?.text ?? ''
        link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(text)?.[0] ?? ''
        return link
      },
      { timeout: 20_000 },
    )
    .not.toBe('')
  return new URL(link).pathname + new URL(link).search
}
