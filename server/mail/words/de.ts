// The mails' fixed words in German (docs/decisions/0077, "Mails"), typed against English's.
import type { Role } from '../../../contract/site-facts'
import type { MailWords } from './en'
import { dateTimeUtc, listOf } from './formats'

const ROLES: Record<Role, string> = {
  owner: 'Eigentümer',
  administrator: 'Administrator',
  editor: 'Redakteur',
  author: 'Autor',
  contributor: 'Mitwirkender',
}

export const de: MailWords = {
  post: {
    publishedOn: (v) => `${v.author} hat auf ${v.site} veröffentlicht`,
    readOn: (site) => `Auf ${site} lesen`,
    readOnAt: (v) => `Auf ${v.site} lesen: ${v.url}`,
    unsubscribe: 'Abbestellen',
    unsubscribeAt: (url) => `Abbestellen: ${url}`,
    becauseWholeSite: (site) =>
      `Sie erhalten diese E-Mail, weil Sie alle neuen Beiträge auf ${site} abonniert haben.`,
    becauseAuthor: (v) =>
      `Sie erhalten diese E-Mail, weil Sie die Beiträge von ${v.author} auf ${v.site} abonniert haben.`,
  },
  confirm: {
    title: 'Bestätigen Sie Ihr Abonnement',
    subject: (site) => `Bestätigen Sie Ihr Abonnement von ${site}`,
    intro: (v) =>
      `Jemand (hoffentlich Sie) möchte neue Beiträge auf ${v.site} per E-Mail erhalten: ${v.what}.`,
    list: (items) => listOf('de', items),
    everyPost: 'alle neuen Beiträge',
    postsBy: (author) => `Beiträge von ${author ?? 'einem Autor'}`,
    button: 'Bestätigen',
    buttonAt: (url) => `Bestätigen: ${url}`,
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Sie erhalten nichts.',
  },
  invitation: {
    subject: (v) => `Treten Sie ${v.site} als ${ROLES[v.role]} bei`,
    intro: (v) => `${v.inviter} lädt Sie ein, ${v.site} als ${ROLES[v.role]} beizutreten.`,
    how: (expires) =>
      `Öffnen Sie den Link, während Sie mit dieser Adresse angemeldet sind (oder registrieren Sie sich zuerst damit). Er gilt bis zum ${dateTimeUtc('de', expires)}.`,
    button: 'Einladung annehmen',
    buttonAt: (url) => `Annehmen: ${url}`,
    someone: 'Der Eigentümer der Website',
  },
}
