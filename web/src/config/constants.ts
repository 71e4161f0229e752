/** SPEC §9: lists show 25 rows per page; paging starts at page 1. */
export const PAGE_SIZE = 25;
export const FIRST_PAGE = 1;
/** SPEC §9: the progress bar jumps to 60% when requests start. */
export const PROGRESS_START_PERCENT = 60;
/** SPEC §9: the loading overlay is drawn at opacity 0.2. */
export const LOADING_OVERLAY_OPACITY = 0.2;
/** SPEC §9: the header keeps its scrolling look for 1000 ms after a scroll. */
export const SCROLL_INDICATOR_MS = 1000;
/** SPEC §9: the copyright line starts in 2002. */
export const COPYRIGHT_START_YEAR = 2002;
/** The page's loading notice (index.html's #app-loading) shows once a load has taken this long. */
export const APP_LOADING_SHOWN_AFTER_MS = 500;
