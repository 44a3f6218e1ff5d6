// Moderation on the client (ADR 0043), one lazy chunk: each chunk's name costs the first load a
// line of the preload map, so the files in ./moderation are imported only through this module
// and the bundler keeps them together. Report on posts and comments, Hide / Show for moderators
// and a post's author, Comments on/off, the moderators' screen and the way to it. The routes
// compose it (docs/decisions/0062): the post route imports it with import() once someone is
// signed in and slots it into the comment thread; the profile and moderation routes draw it.
export { CommentModeration, PostModeration } from './components/content-moderation'
export { ModerationLink, ModerationScreen } from './components/moderation-screen'
export { ReportButton } from './components/report-button'
