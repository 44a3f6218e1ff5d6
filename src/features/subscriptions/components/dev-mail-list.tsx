import { Anchor, Card, Code, Stack, Table, Text, Title } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import type { DevMail } from '../../../../contract/subscriptions'
import { SteppedList } from '../../../components/stepped-list'
import { useFormatDate } from '../../../lib/dates'
import { subscriptionQueries } from '../queries'
import { useT } from '../../../lib/i18n/context'
import subscriptions from '../../../locales/en/subscriptions.messages.json'
import '@mantine/core/styles/ScrollArea.css'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Code.css'
import '@mantine/core/styles/Table.css'

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g

/** The text part, its links clickable (the confirm and unsubscribe links are the point). */
function MailText({ text }: { text: string }) {
  return (
    <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <Anchor key={i} href={part} underline="always">
            {part}
          </Anchor>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Code>
  )
}

/**
 * The HTML part in a sandboxed frame: no script runs, it has no origin (so no cookie or
 * storage of Quill's), and its links open in a new tab.
 */
function MailHtml({ mail }: { mail: DevMail }) {
  const t = useT(subscriptions)
  const srcDoc = `<base target="_blank">${mail.html}`
  return (
    <iframe
      title={t('subscriptions.mailHtmlFrame', { subject: mail.subject, to: mail.to })}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      srcDoc={srcDoc}
      style={{
        width: '100%',
        height: '28rem',
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 4,
        background: '#fff',
      }}
    />
  )
}

/** How many mails the list shows before "Show older mails": each open one is a whole page. */
const MAILS_SHOWN = 10

/**
 * One mail, closed but for the newest: a mailbox of a long-running instance holds a hundred,
 * and a sandboxed frame per mail made the page slow to draw and to read with a screen reader.
 * A closed mail draws only its subject line; its parts are drawn when it is opened.
 */
function MailCard({ mail, initiallyOpen }: { mail: DevMail; initiallyOpen: boolean }) {
  const t = useT(subscriptions)
  const formatDate = useFormatDate()
  const [open, setOpen] = useState(initiallyOpen)
  return (
    <Card withBorder component="li">
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
        <summary style={{ cursor: 'pointer' }}>
          <Title order={3} size="h4" display="inline">
            {mail.subject}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subscriptions.mailTo', { to: mail.to, date: formatDate(mail.date) })}
          </Text>
        </summary>
        {open && (
          <Stack gap="sm" mt="sm">
            <details>
              <summary>{t('subscriptions.mailHeaders')}</summary>
              <Table.ScrollContainer minWidth={320}>
                <Table fz="xs" withRowBorders={false}>
                  <Table.Tbody>
                    {Object.entries(mail.headers).map(([name, value]) => (
                      <Table.Tr key={name}>
                        <Table.Th scope="row">{name}</Table.Th>
                        <Table.Td style={{ wordBreak: 'break-all' }}>{value}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </details>
            <details open>
              <summary>{t('subscriptions.mailHtml')}</summary>
              <MailHtml mail={mail} />
            </details>
            <details open>
              <summary>{t('subscriptions.mailText')}</summary>
              <MailText text={mail.text} />
            </details>
          </Stack>
        )}
      </details>
    </Card>
  )
}

/** Quill's own mails in the embedded default (no SMTP_URL): newest first, the newest open. */
export function DevMailList() {
  const t = useT(subscriptions)
  const { data: mails } = useSuspenseQuery(subscriptionQueries.devMail())
  if (mails.length === 0) return <Text>{t('subscriptions.noMails')}</Text>
  return (
    <SteppedList items={mails} step={MAILS_SHOWN} older={t('subscriptions.olderMails')}>
      {(mail, i) => (
        <MailCard key={`${mail.date} ${mail.to}`} mail={mail} initiallyOpen={i === 0} />
      )}
    </SteppedList>
  )
}
