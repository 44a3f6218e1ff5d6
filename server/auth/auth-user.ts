/** The signed-in user a server token stands for: what routes, repositories and the seed share. */
export interface AuthUser {
  uid: string
  email: string
  emailVerified: boolean
  name: string
}
