import { useFormik } from 'formik';
import { FieldStack } from '@/components/form/fields';
import { FormikForm } from '@/components/form/formik-form';
import { useReturnedFieldErrors } from '@/components/form/returned-field-errors';
import { Actions, BackButton, ToConfirmButton } from '@/components/layout/page';
import { errorList } from '@/components/ui/error-list-store';
import { paths } from '@/config/paths';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { UserFields } from '../components/user-fields';
import { userDraft } from '../stores/drafts';
import { asStored, type UserValues } from './schemas';

export interface UserFormProps {
  /** The user edited, or null for a new one. */
  id: number | null;
  initialValues: UserValues;
  /** The step's yup rules; their cast is what the draft keeps. */
  schema: { cast: (values: UserValues) => unknown };
  /**
   * Editing oneself: no password fields (the password change screen), the current password for a
   * new email.
   */
  self?: boolean;
}

/**
 * The entry step of adding or editing a user: the values go to the draft (passwords only when they
 * are this step's own), then the confirm step; fields the confirm step sends back open marked.
 */
export function UserForm({ id, initialValues, schema, self = false }: UserFormProps) {
  const navigate = useAppNavigate();
  const returned = useReturnedFieldErrors<UserValues>();
  const formik = useFormik<UserValues>({
    ...returned,
    initialValues,
    validationSchema: schema,
    onSubmit: (submitted) => {
      errorList.clear();
      const values = asStored(schema, submitted);
      if (id === null) {
        userDraft.set({ id, values });
        void navigate(paths.organization.users.createConfirm());
        return;
      }
      userDraft.set({
        id,
        values: self ? { ...values, password: '', passwordConfirmation: '' } : { ...values, currentPassword: '' },
      });
      void navigate(paths.organization.users.editConfirm(id));
    },
  });
  return (
    <FormikForm formik={formik} label={id === null ? 'ユーザー追加フォーム' : 'ユーザー編集フォーム'}>
      <FieldStack>
        <UserFields passwordOptional={id !== null} self={self} />
        <Actions>
          <BackButton onClick={() => void navigate(paths.organization.profile.detail())} />
          <ToConfirmButton />
        </Actions>
      </FieldStack>
    </FormikForm>
  );
}
