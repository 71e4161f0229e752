import { createSessionStore } from '@/lib/external-store';
import { EMPTY_REGISTRATION_ORGANIZATION, EMPTY_USER, type OrganizationProfileValues, type RegistrationOrganizationValues, type UserValues } from '../forms/schemas';
import type { ManagerFlags } from '../labels';

/** The guide's terms were accepted in this tab (SPEC §2: registration needs it). */
export const termsAccepted = createSessionStore<boolean>('organizationTermsAccepted', false);

/** Entry → confirm → complete keep the values in session storage, so a reload does not lose them. */
export const registrationDraft = createSessionStore<{ organization: RegistrationOrganizationValues; user: UserValues } | null>('registrationDraft', null);
export const emptyRegistration = () => ({ organization: { ...EMPTY_REGISTRATION_ORGANIZATION }, user: { ...EMPTY_USER } });

export const organizationEditDraft = createSessionStore<{ id: number; values: OrganizationProfileValues; flags: ManagerFlags | null } | null>('organizationEditDraft', null);
export const userDraft = createSessionStore<{ id: number | null; values: UserValues } | null>('userDraft', null);
