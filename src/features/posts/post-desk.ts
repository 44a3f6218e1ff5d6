// A post's own page as its writer's desk (ADR 0078), one lazy chunk: the draft's banner (Publish,
// Edit) and a published post's Unpublish. A reader's page never loads it; the post route imports
// it with import() for a post not out, and the owner's actions for their published post.
export { DraftBanner } from './components/draft-banner'
export { UnpublishButton } from './components/unpublish-button'
