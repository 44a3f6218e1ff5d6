import { Button, Stack } from '@mantine/core'
import { useState } from 'react'
import { isAuthEmulated } from '../../../lib/client-config'
import { useT } from '../../../lib/i18n/context'
import auth from '../../../locales/en/auth.messages.json'
import { toastOutcome } from '../messages'
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderId,
  isCancelledSocialSignIn,
  signInWithSocial,
} from '../social'
import { EmulatedAccountModal } from './emulated-account-modal'
import { GitHubMark, GoogleMark } from './provider-marks'

const PROVIDERS: SocialProviderId[] = ['google', 'github']
const MARKS = { google: GoogleMark, github: GitHubMark } satisfies Record<SocialProviderId, unknown>

export function SocialSignIn() {
  const t = useT(auth)
  const [emulating, setEmulating] = useState<SocialProviderId | null>(null)
  const [pending, setPending] = useState<SocialProviderId | null>(null)

  async function start(id: SocialProviderId) {
    if (isAuthEmulated) {
      setEmulating(id)
      return
    }
    setPending(id)
    await toastOutcome(() => signInWithSocial(id), {
      success: t('auth.loginSuccess'),
      // Closing the popup is a choice, not an error (docs/decisions/0008-sign-in-messages.md).
      failure: (error) => (isCancelledSocialSignIn(error) ? null : t('auth.loginOther')),
    })
    setPending(null)
  }

  return (
    <>
      {/* One under the other: the full label fits at any width. */}
      <Stack gap="sm">
        {PROVIDERS.map((id) => {
          const Mark = MARKS[id]
          return (
            <Button
              key={id}
              variant="default"
              fullWidth
              leftSection={<Mark />}
              loading={pending === id}
              onClick={() => void start(id)}
            >
              {t('auth.continueWith', { provider: SOCIAL_PROVIDER_NAMES[id] })}
            </Button>
          )
        })}
      </Stack>
      <EmulatedAccountModal provider={emulating} onClose={() => setEmulating(null)} />
    </>
  )
}
