/** A reference-link category's makers page: /house/links/organizations/H-01-01. */
export const categoryMakersPath = (edition: string, code: string) => `/${edition}/links/organizations/${code}`;
