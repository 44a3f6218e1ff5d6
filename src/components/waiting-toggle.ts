// What a toggle (the heart, the bookmark, Follow) says while its change, made offline, waits to
// be sent (docs/decisions/0040): to a screen reader in its name, to a pointer in its title.
export const WAITING = ', waiting to send'
export const WAITING_TITLE = 'Waiting to send; press again to take it back'
