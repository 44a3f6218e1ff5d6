// The mails' fixed words in French (docs/decisions/0077, "Mails"), typed against English's.
import type { Role } from '../../../contract/site-facts'
import type { MailWords } from './en'
import { dateTimeUtc, listOf } from './formats'

const ROLES: Record<Role, string> = {
  owner: 'propriétaire',
  administrator: 'administrateur',
  editor: 'éditeur',
  author: 'auteur',
  contributor: 'contributeur',
}

export const fr: MailWords = {
  post: {
    publishedOn: (v) => `${v.author} a publié sur ${v.site}`,
    readOn: (site) => `Lire sur ${site}`,
    readOnAt: (v) => `Lire sur ${v.site} : ${v.url}`,
    unsubscribe: 'Se désabonner',
    unsubscribeAt: (url) => `Se désabonner : ${url}`,
    becauseWholeSite: (site) =>
      `Vous recevez ce message car vous avez demandé à recevoir chaque nouvel article de ${site}.`,
    becauseAuthor: (v) =>
      `Vous recevez ce message car vous avez demandé à recevoir les articles de ${v.author} sur ${v.site}.`,
  },
  confirm: {
    title: 'Confirmez votre abonnement',
    subject: (site) => `Confirmez votre abonnement à ${site}`,
    intro: (v) =>
      `Quelqu’un (vous, nous l’espérons) a demandé à recevoir par e-mail les nouveaux articles de ${v.site} : ${v.what}.`,
    list: (items) => listOf('fr', items),
    everyPost: 'tous les nouveaux articles',
    postsBy: (author) => (author ? `les articles de ${author}` : 'les articles d’un auteur'),
    button: 'Confirmer',
    buttonAt: (url) => `Confirmer : ${url}`,
    ignore: 'Si ce n’était pas vous, ignorez ce message : rien ne vous sera envoyé.',
  },
  invitation: {
    subject: (v) => `Rejoignez ${v.site} en tant que ${ROLES[v.role]}`,
    intro: (v) => `${v.inviter} vous invite à rejoindre ${v.site} en tant que ${ROLES[v.role]}.`,
    how: (expires) =>
      `Ouvrez le lien en étant connecté avec cette adresse (ou inscrivez-vous d’abord avec elle). Il est valable jusqu’au ${dateTimeUtc('fr', expires)}.`,
    button: 'Accepter l’invitation',
    buttonAt: (url) => `Accepter : ${url}`,
    someone: 'Le propriétaire du site',
  },
}
