// A name and photo from the identity provider, held to PUT /profile's rules before they are
// stored at sign-in (issue 21): the provider let a user keep a 112-character name and a
// `javascript:` photo, which the profile's own form would refuse. What fails is not refused
// (the sign-in must go on) but cut, or dropped.
import { DISPLAY_NAME_MAX, PHOTO_URL_MAX, isPhotoUrl, visibleName } from '../../contract/profiles'
import { publicName } from './public-name'

/** The provider's name as a display name: visible characters, at most DISPLAY_NAME_MAX ('' if none). */
export function providerDisplayName(name: string): string {
  const visible = visibleName(publicName(name)).trim()
  return [...visible].slice(0, DISPLAY_NAME_MAX).join('').trim()
}

/** The provider's photo if it is an http(s) URL PUT /profile would take, else none (''). */
export function providerPhotoUrl(picture: unknown): string {
  if (typeof picture !== 'string') return ''
  const url = picture.trim()
  return url.length <= PHOTO_URL_MAX && isPhotoUrl(url) ? url : ''
}
