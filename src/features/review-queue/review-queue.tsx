// The editors' review queue on the client (ADR 0074, addendum), one lazy chunk: the screen at
// /reviews and the way to it from Manage posts.
export { ReviewQueueLink } from './components/review-queue-link'
export { ReviewQueueScreen } from './components/review-queue-screen'
