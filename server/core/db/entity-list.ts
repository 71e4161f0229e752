/** The entity classes one ORM discovers (listed by the composition root, never scanned from folders). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
export type EntityClassList = readonly Function[];
