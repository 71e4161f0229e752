import { useState } from 'react';

type StringKey<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values];

/**
 * A filter form's draft: the values being edited until the search applies them, a setter for a
 * few fields at once, and `bind`, which gives a select its name, value and the change that sets it.
 */
export function useFilterForm<Values extends object>(initial: Values) {
  const [form, setForm] = useState<Values>(initial);
  const set = (patch: Partial<Values>) => setForm((current) => ({ ...current, ...patch }));
  const bind = (key: StringKey<Values> & string) => ({
    name: key,
    value: form[key] as string,
    onChange: (value: string) => set({ [key]: value } as Partial<Values>),
  });
  return { form, setForm, set, bind };
}
