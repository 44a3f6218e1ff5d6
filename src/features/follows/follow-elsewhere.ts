/**
 * The id of the form to follow someone on another server, on the Following page: the Following
 * tab links to `/following#follow-elsewhere`. A module of its own, so the tab's chunk does not
 * carry the form.
 */
export const FOLLOW_ELSEWHERE_ID = 'follow-elsewhere'
