// Moderation on the client (ADR 0043), one lazy chunk: each chunk's name costs the first load a
// line of the preload map, so the files in ./moderation are imported only through this module
// and the bundler keeps them together. Report on posts and comments, Hide / Show for moderators
// and a post's author, Comments on/off, the moderators' screen and the way to it. The comments
// and the post page import it with import() once someone is signed in.
export { CommentModeration, PostModeration } from './moderation/content-moderation'
export { ModerationLink, ModerationScreen } from './moderation/moderation-screen'
export { ReportButton } from './moderation/report-button'
