/**
 * `product/comment/page?type=`: all, good (4–5), medium (3), bad (1–2). Apart from the comment
 * contracts, so the product page's reviews filter does not load zod with it.
 */
export const COMMENT_TYPE = { all: 0, good: 1, medium: 2, bad: 3 } as const;
