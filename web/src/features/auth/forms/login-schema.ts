import * as yup from 'yup';
import { SPEC_MESSAGES } from '@rules/contact-fields';

export interface LoginValues {
  email: string;
  password: string;
}

export const INITIAL_LOGIN_VALUES: LoginValues = { email: '', password: '' };

/** SPEC §5 messages, to the letter. */
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: yup.string().trim().required(SPEC_MESSAGES.emailRequired),
  password: yup.string().required(SPEC_MESSAGES.passwordRequired),
});
