// A name and photo from the identity provider, held to PUT /profile's rules before they are
// stored at sign-in (issue 21): the provider let a user keep a 112-character name and a
// `javascript:` photo, which the profile's own form would refuse. What fails is not refused
// (the sign-in must go on) but cut, or dropped.
import { PHOTO_URL_MAX, isPhotoUrl } from '../../contract/profiles'
import { cleanName, publicName } from './public-name'

/** The provider's name as a display name, by the name rules ('' if none is left). */
export function providerDisplayName(name: string): string {
  return cleanName(publicName(name))
}

/** The provider's photo if it is an http(s) URL PUT /profile would take, else none (''). */
export function providerPhotoUrl(picture: unknown): string {
  if (typeof picture !== 'string') return ''
  const url = picture.trim()
  return url.length <= PHOTO_URL_MAX && isPhotoUrl(url) ? url : ''
}
