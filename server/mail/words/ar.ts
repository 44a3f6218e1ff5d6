// The mails' fixed words in Arabic (docs/decisions/0077, "Mails"), typed against English's. The
// mail itself is written right to left (render.ts); names and addresses keep their own order.
import type { Role } from '../../../contract/site-facts'
import type { MailWords } from './en'
import { dateTimeUtc, listOf } from './formats'

const ROLES: Record<Role, string> = {
  owner: 'مالك',
  administrator: 'مدير',
  editor: 'محرر',
  author: 'كاتب',
  contributor: 'مساهم',
}

export const ar: MailWords = {
  post: {
    publishedOn: (v) => `نشر ${v.author} على ${v.site}`,
    readOn: (site) => `اقرأه على ${site}`,
    readOnAt: (v) => `اقرأه على ${v.site}: ${v.url}`,
    unsubscribe: 'إلغاء الاشتراك',
    unsubscribeAt: (url) => `إلغاء الاشتراك: ${url}`,
    becauseWholeSite: (site) => `تصلك هذه الرسالة لأنك اشتركت في كل منشور جديد على ${site}.`,
    becauseAuthor: (v) => `تصلك هذه الرسالة لأنك اشتركت في منشورات ${v.author} على ${v.site}.`,
  },
  confirm: {
    title: 'أكّد اشتراكك',
    subject: (site) => `أكّد اشتراكك في ${site}`,
    intro: (v) =>
      `طلب أحدهم (ونرجو أن تكون أنت) تلقّي المنشورات الجديدة على ${v.site} بالبريد الإلكتروني: ${v.what}.`,
    list: (items) => listOf('ar', items),
    everyPost: 'كل منشور جديد',
    postsBy: (author) => `منشورات ${author ?? 'أحد الكتّاب'}`,
    button: 'تأكيد',
    buttonAt: (url) => `تأكيد: ${url}`,
    ignore: 'إن لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسَل إليك شيء.',
  },
  invitation: {
    subject: (v) => `انضم إلى ${v.site} بصفة ${ROLES[v.role]}`,
    intro: (v) => `يدعوك ${v.inviter} إلى الانضمام إلى ${v.site} بصفة ${ROLES[v.role]}.`,
    how: (expires) =>
      `افتح الرابط وأنت مسجّل الدخول بهذا العنوان (أو أنشئ حسابًا به أولًا). يبقى صالحًا حتى ${dateTimeUtc('ar', expires)}.`,
    button: 'قبول الدعوة',
    buttonAt: (url) => `قبول: ${url}`,
    someone: 'مالك الموقع',
  },
}
