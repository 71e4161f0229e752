/**
 * useFormik's options for a form whose initial values follow its props. With `enableReinitialize`
 * formik also follows `initialErrors` and `initialTouched`; left out, it compares its own empty
 * defaults with `undefined` as it mounts and renders the form once more for nothing (right after
 * hydration on a server-rendered page, where that render is a synchronous one). Given as empty
 * here, they compare equal.
 */
export const REINITIALIZED_FORM = { enableReinitialize: true, initialErrors: {}, initialTouched: {} } as const;
