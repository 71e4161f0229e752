import type { StringSchema } from 'yup';
import { normalizeEmail } from './contact-fields.js';

/**
 * Confirmation fields ("type it again"), one rule for every form and input that has one: the
 * server's strict `text()`/`secret()` and the web form's `yup.string()` both pass through these.
 */
type Text = StringSchema<string | undefined>;

const siblingValue = (parent: unknown, field: string): string =>
  String((parent as Record<string, unknown> | undefined)?.[field] ?? '');

/** Equal to the sibling `field` (an empty confirmation of an empty field passes). */
export const confirmsRule =
  (field: string, message: string, normalize: (value: string) => string = (value) => value) =>
  <S extends Text>(schema: S): S =>
    schema.test('same', message, function (value) {
      return normalize(value ?? '') === normalize(siblingValue(this.parent, field));
    });

/** The email confirmation: the same address whatever the case, width and surrounding blanks. */
export const confirmsEmailRule = (message: string) => confirmsRule('email', message, normalizeEmail);

/**
 * A stored secret (an evaluator or shared upload password), entered twice. Creating, the caller
 * makes the confirmation required and an empty one gets only that message; editing, a blank
 * `field` keeps the stored secret and then nothing needs confirming.
 */
export const secretConfirmationRule =
  (mode: 'create' | 'edit', field: string, mismatch: string) =>
  <S extends Text>(schema: S): S =>
    schema.test('same', mismatch, function (value) {
      const secret = siblingValue(this.parent, field);
      const confirmation = value ?? '';
      if (mode === 'create' ? confirmation === '' : secret === '') return true;
      return confirmation === secret;
    });
