import type { Plugin } from 'vite';
import { moduleRewrite } from './module-rewrite.ts';

/** Ark UI's field hook, behind Chakra's `Field.Root`: it gives the field's control its ARIA links. */
const ARK_USE_FIELD = /[\\/]@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field[\\/]use-field\.js$/;
const HELPER_ONLY = 'hasHelperText ? helperTextId : void 0,';
const HELPER_AND_ERROR = '[hasHelperText ? helperTextId : void 0, errorMessageId].filter(Boolean).join(" ") || void 0,';
/** The two places: the control's props (inputs, selects, textareas) and the field's `ariaDescribedby` (checkboxes). */
const STATEMENTS = [`"aria-describedby": ${HELPER_ONLY}`, `ariaDescribedby: ${HELPER_ONLY}`];

/**
 * Ark's field hook with the error text in the control's `aria-describedby` while the field is
 * invalid, beside the helper text. Ark links the error text by `aria-errormessage` alone, which
 * VoiceOver (iOS, macOS) does not read: focused on an invalid field (FormikForm moves focus there
 * after a refused submit), a VoiceOver user heard that the value was invalid, not what was wrong. The
 * build fails if an Ark release changes either statement, rather than silently losing the link.
 */
export function withErrorDescription(code: string, id: string): string | null {
  if (!ARK_USE_FIELD.test(id)) return null;
  let changed = code;
  for (const statement of STATEMENTS) {
    if (!changed.includes(statement))
      throw new Error(`field-error-description: ${id} no longer describes the control as expected; update the plugin`);
    changed = changed.replace(statement, statement.replace(HELPER_ONLY, HELPER_AND_ERROR));
  }
  return changed;
}

export const fieldErrorDescription = (): Plugin => moduleRewrite('field-error-description', withErrorDescription);
