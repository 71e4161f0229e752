import { string, ValidationError, type AnySchema, type InferType } from 'yup';
import { ValidationFailed, type FieldErrors } from './errors.js';

/**
 * Validates untrusted input (GraphQL args or a REST body alike) against a yup schema. All field
 * messages are collected; the first error's message becomes the summary.
 */
export async function validateInput<S extends AnySchema>(schema: S, input: unknown): Promise<InferType<S>> {
  try {
    return await schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw ValidationFailed(toFieldErrors(error));
    throw error;
  }
}

function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const items = error.inner.length > 0 ? error.inner : [error];
  for (const item of items) {
    const field = item.path || 'base';
    (errors[field] ??= []).push(...item.errors);
  }
  return errors;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A string field that is trimmed when it is a string and refused (typeError) when it is not:
 * yup's own .trim() throws a TypeError on arrays and objects, which would be a 500.
 */
export function text(typeMessage: string) {
  return string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? original.trim() : value))
    .typeError(typeMessage);
}
