import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { pageCss } from './page-css.ts';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  semanticTokens,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

type TokenTree = { [key: string]: TokenTree | unknown };

/**
 * Chakra's semantic tokens with their light values only. The portal has one colour mode (nothing
 * sets Chakra's `dark` class), so the dark values were never used, yet `createSystem` turned each
 * into a CSS variable of a second rule set at every page load, before the first paint.
 */
function lightValuesOnly(tree: TokenTree): TokenTree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]) => {
      if (!node || typeof node !== 'object') return [key, node];
      const value = (node as { value?: unknown }).value;
      if (value && typeof value === 'object' && '_light' in value) {
        return [key, { ...node, value: (value as { _light: unknown })._light }];
      }
      return [key, lightValuesOnly(node as TokenTree)];
    }),
  );
}

/**
 * Chakra's default theme without dark values and without the recipes of the ~60 components the
 * portal never renders (they were a third of the Chakra code every visitor downloaded). The keys
 * are the ones Chakra's components look their recipe up by; `chakra-recipes.test.ts` fails when a
 * component the portal imports needs a recipe that is missing here (it would render unstyled, not
 * fail).
 */
const chakraTheme = defineConfig({
  cssVarsPrefix,
  cssVarsRoot,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: lightValuesOnly(semanticTokens),
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

/**
 * One palette built from a base hue, with every shade picked for WCAG 2.2 AA on white:
 * `solid` carries white text (≥ 4.5:1), `fg` is text on white or `subtle` (≥ 4.5:1), `border`
 * and `focusRing` are non-text (≥ 3:1). Chakra's defaults use the 600 shades, which fail for
 * green, orange and teal (3.3–3.7:1).
 */
function accessiblePalette(hue: string) {
  const shade = (n: number) => ({ value: `{colors.${hue}.${n}}` });
  return {
    solid: shade(700),
    contrast: { value: 'white' },
    fg: shade(800),
    subtle: shade(50),
    muted: shade(100),
    emphasized: shade(200),
    focusRing: shade(700),
    border: shade(600),
  };
}

/**
 * A focused text field or select: a 2 px blue ring (WCAG 2.4.7). Chakra's is 1 px in the field's
 * palette, gray.500 here, the colour of its edge: focus only thickened the edge by a pixel. An
 * invalid field keeps its red ring.
 */
const FIELD_FOCUS = {
  '--focus-color': 'colors.action.focusRing',
  focusRingColor: 'action.focusRing',
  focusRingWidth: '2px',
  _invalid: { focusRingColor: 'border.error' },
};

/** Semantic colours of the portal: what a thing means, not which hue it happens to be. */
const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        action: accessiblePalette('blue'),
        danger: accessiblePalette('red'),
        success: accessiblePalette('green'),
        caution: accessiblePalette('orange'),
        // Chakra's own palettes, so a stray colorPalette="green" cannot fall below AA either.
        green: accessiblePalette('green'),
        orange: accessiblePalette('orange'),
        teal: accessiblePalette('teal'),
        red: accessiblePalette('red'),
        // Solid blue buttons hover at 90% of their colour: blue.600 (Chakra's) fell to 4.3:1.
        blue: accessiblePalette('blue'),
        fg: {
          error: { value: '{colors.red.700}' },
          warning: { value: '{colors.orange.800}' },
          success: { value: '{colors.green.800}' },
          info: { value: '{colors.blue.700}' },
          muted: { value: '{colors.gray.600}' },
        },
        border: {
          error: { value: '{colors.red.600}' },
          // The edge of a text field, select, checkbox or radio (WCAG 1.4.11, ≥ 3:1 on white):
          // Chakra's gray.200–300 edges (1.2–1.5:1) left an empty field hard to see.
          emphasized: { value: '{colors.gray.500}' },
        },
        // The focus ring of gray controls (outline buttons, tabs, fields): gray.400 was 2.6:1.
        gray: { focusRing: { value: '{colors.gray.500}' } },
      },
    },
    recipes: {
      // A link is text in its line (Chakra's is an inline-flex box, whose narrowest width is its
      // longest phrase): with enlarged text on a phone (WCAG 1.4.4) 「コージェネレーション設備一覧へ
      // 戻る」 or a notice's URL ran off the screen, and a link inside a sentence took a line of its own.
      // Underlined, as a link among text must be told apart by more than its colour (WCAG 1.4.1);
      // Chakra's default underlines on hover only.
      link: {
        base: { display: 'inline' },
        variants: { variant: { underline: { textDecorationColor: 'currentColor/50' } } },
        defaultVariants: { variant: 'underline' },
      },
      input: {
        base: FIELD_FOCUS,
        variants: { variant: { outline: { borderColor: 'border.emphasized' } } },
      },
      textarea: {
        base: FIELD_FOCUS,
        variants: { variant: { outline: { borderColor: 'border.emphasized' } } },
      },
    },
    slotRecipes: {
      nativeSelect: {
        slots: nativeSelectSlotRecipe.slots,
        base: { field: FIELD_FOCUS },
        variants: { variant: { outline: { field: { borderColor: 'border.emphasized' } } } },
      },
    },
  },
});

/** The portal's Chakra system, with its page-wide CSS (the build turns that into a stylesheet). */
export function createPortalSystem(): SystemContext {
  return createSystem(defaultBaseConfig, chakraTheme, config, ...pageCss());
}

/**
 * The system the app renders with. Its page-wide CSS (the order of the cascade layers, the reset,
 * the global styles and the token variables) arrives as a stylesheet built from this very theme
 * (`web/build/chakra-page-css.ts`), so `ChakraProvider` is given none to insert at run time.
 */
function withoutPageCss(system: SystemContext): SystemContext {
  return { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
}

export const system = withoutPageCss(createSystem(defaultBaseConfig, chakraTheme, config));
