import { Button, Group } from '@mantine/core'
import { useState } from 'react'
import { isAuthEmulated } from '../../../lib/firebase'
import { notify } from '../../../lib/toast'
import { MESSAGES } from '../messages'
import {
  SOCIAL_PROVIDER_NAMES,
  type SocialProviderId,
  isCancelledSocialSignIn,
  signInWithSocial,
} from '../social'
import { EmulatedAccountModal } from './emulated-account-modal'

const PROVIDERS: SocialProviderId[] = ['google', 'github']

export function SocialSignIn() {
  const [emulating, setEmulating] = useState<SocialProviderId | null>(null)
  const [pending, setPending] = useState<SocialProviderId | null>(null)

  async function start(id: SocialProviderId) {
    if (isAuthEmulated) {
      setEmulating(id)
      return
    }
    setPending(id)
    try {
      await signInWithSocial(id)
      notify.success(MESSAGES.loginSuccess)
    } catch (error) {
      if (!isCancelledSocialSignIn(error)) notify.error(MESSAGES.loginOther)
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      <Group grow>
        {PROVIDERS.map((id) => (
          <Button
            key={id}
            variant="default"
            loading={pending === id}
            onClick={() => void start(id)}
          >
            Continue with {SOCIAL_PROVIDER_NAMES[id]}
          </Button>
        ))}
      </Group>
      <EmulatedAccountModal provider={emulating} onClose={() => setEmulating(null)} />
    </>
  )
}
