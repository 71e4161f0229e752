import * as yup from 'yup';
import {
  addressRule,
  divisionRule,
  emailRule,
  normalizeEmail,
  ORGANIZATION_TYPE_LABELS,
  organizationNameRule,
  passwordLengthRule,
  personNameRule,
  postcodeRule,
  SPEC_MESSAGES,
  telRule,
} from '@rules/contact-fields';
import { confirmsEmailRule, confirmsRule } from '@rules/confirmation';

/** The server's field rules and SPEC §5 messages (server/rules), so a form refuses what the server would. */
export const MESSAGES = {
  zipMismatch: SPEC_MESSAGES.zipPasswordMismatch,
  newZipRequired: SPEC_MESSAGES.newZipPasswordRequired,
  newZipMismatch: SPEC_MESSAGES.newZipPasswordMismatch,
  emailRequired: SPEC_MESSAGES.emailRequired,
  emailMismatch: SPEC_MESSAGES.emailMismatch,
  passwordRequired: SPEC_MESSAGES.passwordRequired,
  passwordMismatch: SPEC_MESSAGES.passwordMismatch,
} as const;

export interface OrganizationProfileValues {
  name: string;
  postcode: string;
  address: string;
  tel: string;
  belongTo: string;
  message: string;
  type: string;
}

export interface RegistrationOrganizationValues extends OrganizationProfileValues {
  zipPassword: string;
  zipPasswordConfirmation: string;
}

export interface UserValues {
  division: string;
  name: string;
  tel: string;
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
  /** Editing oneself: the current password, needed to change one's own email (the server checks it). */
  currentPassword?: string;
}

/** SPEC §3: the registration form starts with every field an empty string; belong_to "0". */
export const EMPTY_PROFILE: OrganizationProfileValues = {
  name: '',
  postcode: '',
  address: '',
  tel: '',
  belongTo: '0',
  message: '',
  type: '',
};
export const EMPTY_REGISTRATION_ORGANIZATION: RegistrationOrganizationValues = {
  ...EMPTY_PROFILE,
  zipPassword: '',
  zipPasswordConfirmation: '',
};
export const EMPTY_USER: UserValues = {
  division: '',
  name: '',
  tel: '',
  email: '',
  emailConfirmation: '',
  password: '',
  passwordConfirmation: '',
};

const sameAs = (field: string, message: string) => confirmsRule(field, message)(yup.string());

export const profileSchema = yup.object({
  name: organizationNameRule(yup.string().trim()),
  postcode: postcodeRule(yup.string().trim()),
  address: addressRule(yup.string().trim()),
  tel: telRule(yup.string().trim()),
  belongTo: yup.string().required(SPEC_MESSAGES.belongToRequired),
  message: yup.string(),
  type: yup
    .string()
    .required(SPEC_MESSAGES.organizationTypeRequired)
    .oneOf(Object.keys(ORGANIZATION_TYPE_LABELS), SPEC_MESSAGES.organizationTypeRequired),
});

export const registrationOrganizationSchema = profileSchema.shape({
  zipPassword: yup.string().required(SPEC_MESSAGES.zipPasswordRequired),
  zipPasswordConfirmation: sameAs('zipPassword', MESSAGES.zipMismatch),
});

const userBase = {
  division: divisionRule(yup.string().trim()),
  name: personNameRule(yup.string().trim()),
  tel: telRule(yup.string().trim()),
  email: emailRule(yup.string().trim()),
  emailConfirmation: confirmsEmailRule(MESSAGES.emailMismatch)(yup.string()),
};

export const userCreateSchema = yup.object({
  ...userBase,
  password: passwordLengthRule(yup.string().required(MESSAGES.passwordRequired)),
  passwordConfirmation: sameAs('password', MESSAGES.passwordMismatch),
});

/** Editing: the password changes only when one is typed. */
export const userUpdateSchema = yup.object({
  ...userBase,
  password: passwordLengthRule(yup.string()),
  passwordConfirmation: sameAs('password', MESSAGES.passwordMismatch),
});

const sameEmail = (a: string | undefined, b: string) => normalizeEmail(a ?? '') === normalizeEmail(b);

/**
 * Editing oneself: no password here (the password change screen asks for the old one); a new email
 * needs the current password.
 */
export const userSelfUpdateSchema = (currentEmail: string) =>
  yup.object({
    ...userBase,
    currentPassword: yup.string().test('required-for-email', SPEC_MESSAGES.currentPasswordForEmail, function (value) {
      return Boolean(value) || sameEmail((this.parent as { email?: string }).email, currentEmail);
    }),
  });

export const registrationSchema = yup.object({ organization: registrationOrganizationSchema, user: userCreateSchema });

export const zipPasswordSchema = yup.object({
  oldZipPassword: yup.string().required(SPEC_MESSAGES.oldZipPasswordRequired),
  newZipPassword: yup.string().required(MESSAGES.newZipRequired),
  newZipPasswordConfirmation: sameAs('newZipPassword', MESSAGES.newZipMismatch),
});

/** Password change: the same checks as the user password, for the new password (SPEC §5). */
export const passwordChangeSchema = yup.object({
  password: yup.string().required(SPEC_MESSAGES.oldPasswordRequired),
  newPassword: passwordLengthRule(yup.string().required(MESSAGES.passwordRequired)),
  newPasswordConfirmation: sameAs('newPassword', MESSAGES.passwordMismatch),
});

export const passwordResetSchema = yup.object({
  email: emailRule(yup.string().trim()),
  password: passwordLengthRule(yup.string().required(MESSAGES.passwordRequired)),
  passwordConfirmation: sameAs('password', MESSAGES.passwordMismatch),
});

export const passwordEmailSchema = yup.object({
  email: emailRule(yup.string().trim()),
});

/**
 * The values as the server will store them: the rules' rewrites applied (trimmed text, half-width
 * postcode, phone and email). A form submitted with Enter while the cursor is still in a field has
 * not run that field's rewrite on leaving, so the confirm step shows these, not what was typed.
 */
export function asStored<T extends object>(schema: { cast: (values: T) => unknown }, values: T): T {
  return schema.cast(values) as T;
}

/** Form values → GraphQL input (type is a number; strings trimmed as the server would). */
export function profileInput(values: OrganizationProfileValues) {
  return {
    name: values.name.trim(),
    postcode: values.postcode.trim(),
    address: values.address.trim(),
    tel: values.tel.trim(),
    belongTo: values.belongTo,
    message: values.message,
    type: Number(values.type),
  };
}

export function userInput(values: UserValues) {
  return {
    division: values.division.trim(),
    name: values.name.trim(),
    tel: values.tel.trim(),
    email: values.email.trim(),
    emailConfirmation: values.emailConfirmation.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
  };
}
