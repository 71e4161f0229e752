import { defineConfig } from '@chakra-ui/react';
import { globalCss as chakraGlobalCss } from '@chakra-ui/react/theme';
import { APP_LOADING_SHOWN_AFTER_MS } from '../../config/constants.ts';
import { ENLARGED_TEXT } from './enlarged-text.ts';

/**
 * The page-wide CSS: Chakra's reset and global styles, then the portal's. Only the stylesheet build
 * computes it (createPortalSystem); inside a function, the app bundle, which never calls it, leaves
 * these declarations out.
 */
export function pageCss() {
  return [
    defineConfig({ preflight: true, globalCss: chakraGlobalCss }),
    defineConfig({
      globalCss: {
        // Japanese line breaking: between phrases where the browser can (auto-phrase, needs lang="ja"),
        // otherwise never inside a word in short texts; long codes and URLs still wrap (break-word
        // does not shrink a table column's minimum width the way `anywhere` would).
        // Browsers without auto-phrase drop that declaration and keep the keep-all before it.
        // (With enlarged text, breaks anywhere: see ENLARGED_TEXT below.)
        body: {
          overflowWrap: 'break-word',
          lineBreak: 'strict',
          wordBreak: 'auto-phrase',
          [ENLARGED_TEXT]: { overflowWrap: 'anywhere', wordBreak: 'normal' },
        },
        'th, td, h1, h2, h3, button, label, dt': { wordBreak: 'keep-all' },
        ':is(th, td, h1, h2, h3, button, label, dt)': { wordBreak: 'auto-phrase' },
        // Where a phrase is wider than a 320 px screen (WCAG 1.4.10): 「共用ファイルアップロード用パスワード一覧」
        // in a heading sized to its content, a long maker name or label in a label/value table.
        // `anywhere` lets them wrap inside the phrase then, and keeps a row header to its set width (a
        // long label no longer widens it and squeezes the values); data tables keep break-word and
        // scroll sideways.
        'h1, h2, h3, th[scope="row"], th[scope="row"] ~ td': { overflowWrap: 'anywhere' },
        // Enlarged text on a phone (ENLARGED_TEXT): about eleven characters a line, too few to keep
        // phrases whole. A box as wide as its longest phrase (a table cell, a button, an alert, a
        // flex item; a Phrases span's keep-all even under `anywhere`) pushed the page past the screen
        // (バックアップボイラー品番, a maker's name, a mail address). Text there breaks wherever a line is
        // full, as most Japanese pages do (line-break: strict still keeps 。」ー off a line's start); a
        // label/value row stacks its value under its label, and a button's label wraps inside it.
        '[style*="keep-all"], th, td, h1, h2, h3, button, label, dt': {
          [ENLARGED_TEXT]: { wordBreak: 'normal !important' },
        },
        'tr:has(> th[scope="row"]), th[scope="row"], th[scope="row"] ~ td': {
          [ENLARGED_TEXT]: { display: 'block', width: 'auto !important' },
        },
        'button, .chakra-button': {
          [ENLARGED_TEXT]: {
            whiteSpace: 'normal !important',
            height: 'auto !important',
            minHeight: '2.5rem',
            maxWidth: '100%',
            flexShrink: '1 !important',
          },
        },
        // What a page the server did not render (a signed-in screen) shows until its scripts have
        // drawn it (index.html, AppLoading); faded in late, so a quick load shows nothing.
        '#app-loading': {
          padding: '4rem 1rem',
          textAlign: 'center',
          color: 'fg.muted',
          animation: `fade-in 0.2s ease-out ${APP_LOADING_SHOWN_AFTER_MS}ms both`,
        },
        // Focusable scroll regions (wide tables, the terms box) show where the keyboard is.
        '[tabindex="0"]:focus-visible': {
          outline: '2px solid',
          outlineColor: 'action.focusRing',
          outlineOffset: '2px',
        },
        // WCAG 2.4.11: a focused control is never hidden under the sticky header.
        // With enlarged text the header is not sticky (header.tsx).
        html: { scrollPaddingTop: '7rem', [ENLARGED_TEXT]: { scrollPaddingTop: '0' } },
        // Touch screens: form controls in 16 px type at least, as iOS Safari zooms the page into any
        // smaller control that takes focus (Chakra's inputs and selects are 14 px, their sm size too);
        // !important, as the recipes' layer comes after this one.
        'input, select, textarea': {
          '@media (hover: none) and (pointer: coarse)': { fontSize: 'max(16px, 1em) !important' },
        },
        // On paper: the content without what only works on a screen (menus, buttons, search forms,
        // the footer's links), and no row, heading or list item split from what follows it.
        'header nav, footer, button, [role="search"], [data-print="hidden"]': {
          '@media print': { display: 'none !important' },
        },
        header: { '@media print': { position: 'static !important', boxShadow: 'none !important' } },
        'tr, li, dt, dd': { '@media print': { breakInside: 'avoid' } },
        'h1, h2, h3': { '@media print': { breakAfter: 'avoid' } },
        '*, *::before, *::after': {
          '@media (prefers-reduced-motion: reduce)': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    }),
  ];
}
