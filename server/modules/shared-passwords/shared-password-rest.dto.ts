import type { SharedPassword } from './shared-password.entity.js';

/** Never includes the password, not even encrypted. */
export function sharedPasswordJson(sharedPassword: SharedPassword) {
  return {
    id: sharedPassword.id,
    name: sharedPassword.name,
    note: sharedPassword.note,
    created_at: sharedPassword.createdAt,
    updated_at: sharedPassword.updatedAt,
  };
}

export function sharedPasswordChoiceJson(choice: { id: number; name: string }) {
  return { id: choice.id, name: choice.name };
}
