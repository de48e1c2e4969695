/** The window event fired when this browser's review cards change (the header's badge counts again). */
export const REVIEW_CARDS_EVENT = 'review-cards-changed'
