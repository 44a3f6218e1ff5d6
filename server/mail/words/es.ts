// The mails' fixed words in Spanish (docs/decisions/0077, "Mails"), typed against English's.
import type { Role } from '../../../contract/site-facts'
import type { MailWords } from './en'
import { dateTimeUtc, listOf } from './formats'

const ROLES: Record<Role, string> = {
  owner: 'propietario',
  administrator: 'administrador',
  editor: 'editor',
  author: 'autor',
  contributor: 'colaborador',
}

export const es: MailWords = {
  post: {
    publishedOn: (v) => `${v.author} publicó en ${v.site}`,
    readOn: (site) => `Léelo en ${site}`,
    readOnAt: (v) => `Léelo en ${v.site}: ${v.url}`,
    unsubscribe: 'Cancelar la suscripción',
    unsubscribeAt: (url) => `Cancelar la suscripción: ${url}`,
    becauseWholeSite: (site) =>
      `Recibes esto porque te suscribiste a todas las publicaciones nuevas de ${site}.`,
    becauseAuthor: (v) =>
      `Recibes esto porque te suscribiste a las publicaciones de ${v.author} en ${v.site}.`,
  },
  confirm: {
    title: 'Confirma tu suscripción',
    subject: (site) => `Confirma tu suscripción a ${site}`,
    intro: (v) =>
      `Alguien (esperamos que tú) pidió recibir por correo electrónico las publicaciones nuevas de ${v.site}: ${v.what}.`,
    list: (items) => listOf('es', items),
    everyPost: 'todas las publicaciones nuevas',
    postsBy: (author) => `las publicaciones de ${author ?? 'un autor'}`,
    button: 'Confirmar',
    buttonAt: (url) => `Confirmar: ${url}`,
    ignore: 'Si no fuiste tú, ignora este correo: no se te enviará nada.',
  },
  invitation: {
    subject: (v) => `Únete a ${v.site} como ${ROLES[v.role]}`,
    intro: (v) => `${v.inviter} te invita a unirte a ${v.site} como ${ROLES[v.role]}.`,
    how: (expires) =>
      `Abre el enlace con la sesión iniciada con esta dirección (o regístrate primero con ella). Es válido hasta el ${dateTimeUtc('es', expires)}.`,
    button: 'Aceptar la invitación',
    buttonAt: (url) => `Aceptar: ${url}`,
    someone: 'El propietario del sitio',
  },
}
