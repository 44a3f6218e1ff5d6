import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { useForm } from '@mantine/form'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useId } from 'react'
import { fieldErrors } from '../../../lib/api-error'
import { useSessionUser } from '../../../lib/auth/session'
import { subscribe } from '../actions'
import { useT } from '../../../lib/i18n/context'
// Its own area: the form is on every post's and author's page, the rest of the area is not.
import subscribeForm from '../../../locales/en/subscribe-form.messages.json'
import '@mantine/core/styles/Input.css'
import '@mantine/core/styles/Card.css'

/**
 * "Get new posts by email": an author's (on their page) or every one (on the home page). A
 * signed-in reader's verified address is filled in. The answer is the same whether or not the
 * address was subscribed already, so the form says only what happens next.
 */
export function SubscribeForm({
  authorId,
  authorName,
}: {
  authorId?: string
  authorName?: string
}) {
  const t = useT(subscribeForm)
  const user = useSessionUser()
  const verifiedEmail = user?.emailVerified ? user.email : ''
  const form = useForm({ initialValues: { email: verifiedEmail } })
  const headingId = useId()
  const send = useMutation({
    mutationFn: (email: string) => subscribe({ email, ...(authorId ? { authorId } : {}) }),
    meta: { errorTitle: t('subscribeForm.subscribeFailed') },
    onError: (error) => form.setErrors(fieldErrors(error, ['email'])),
  })
  const { setFieldValue, isTouched } = form
  // The session may arrive after the form was drawn: fill the address in unless one was typed.
  useEffect(() => {
    if (verifiedEmail && !isTouched('email')) setFieldValue('email', verifiedEmail)
  }, [verifiedEmail, isTouched, setFieldValue])

  const title = authorName
    ? t('subscribeForm.getAuthorPosts', { author: authorName })
    : t('subscribeForm.getNewPosts')
  return (
    <Card withBorder component="section" aria-labelledby={headingId} padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {send.isSuccess ? (
          <Stack gap="xs" align="flex-start">
            {/* The server's answer is always these words (contract/subscriptions.ts), said here in
                the reader's language. */}
            <Text role="status">{t('subscribeForm.accepted')}</Text>
            <Button variant="subtle" px={0} onClick={() => send.reset()}>
              {t('subscribeForm.anotherAddress')}
            </Button>
          </Stack>
        ) : (
          <form
            noValidate
            onSubmit={form.onSubmit(({ email }) => send.mutate(email.trim()))}
            aria-labelledby={headingId}
          >
            <Group align="flex-start" gap="sm" wrap="wrap">
              <TextInput
                label={t('subscribeForm.email')}
                type="email"
                autoComplete="email"
                placeholder="you@domain.com"
                style={{ flex: '1 1 14rem' }}
                {...form.getInputProps('email')}
              />
              <Button type="submit" loading={send.isPending} mt={{ base: 0, xs: 25 }}>
                {t('subscribeForm.subscribe')}
              </Button>
            </Group>
            <Text size="xs" c="dimmed" mt="xs">
              {t('subscribeForm.howItWorks')}
            </Text>
          </form>
        )}
      </Stack>
    </Card>
  )
}
