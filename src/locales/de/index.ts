// German, every area in one chunk (docs/decisions/0077), loaded by src/lib/i18n/i18n.ts.
// Its dates' month names and long form (src/lib/dates.ts) come with its messages.
import 'dayjs/locale/de'
import { mergeAreas } from '../merge-areas'

export default mergeAreas(import.meta.glob('./*.messages.json', { eager: true, import: 'default' }))
