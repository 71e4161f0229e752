/** The portal's two editions (SPEC §2) in the screens' words: headings, labels, the PDF list's column. */
export const EDITION_NAMES = { house: '住宅版', building: '非住宅版' } as const;

export type EditionCode = keyof typeof EDITION_NAMES;
