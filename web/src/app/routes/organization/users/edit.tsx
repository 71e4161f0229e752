import { skipToken, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { useReportedError } from '@/components/ui/error-list-store';
import { useCurrentUser } from '@/lib/auth-state';
import { Page } from '@/components/layout/page';
import { RetypePasswordsNotice } from '@/features/organizations/components/retype-passwords-notice';
import { userSelfUpdateSchema, userUpdateSchema } from '@/features/organizations/forms/schemas';
import { UserForm } from '@/features/organizations/forms/user-form';
import { userDraft } from '@/features/organizations/stores/drafts';
import { UserDetailDocument } from '@/generated/graphql';

/** /organization/users/{id}/edit → edit/confirm. */
export function UserEditPage() {
  const id = Number(useParams().id);
  const viewer = useCurrentUser();
  const { data, error } = useQuery(UserDetailDocument, id > 0 ? { variables: { id } } : skipToken);
  useReportedError(error);
  const draft = userDraft.get();
  const user = data?.user;
  const ownDraft = draft && draft.id === id ? draft : null;
  return (
    <Page title="ユーザーの編集">
      <RetypePasswordsNotice show={ownDraft?.secretsDropped} />
      {user ? (
        <UserForm
          id={id}
          self={viewer?.id === id}
          schema={viewer?.id === id ? userSelfUpdateSchema(user.email) : userUpdateSchema}
          initialValues={
            ownDraft
              ? { currentPassword: '', ...ownDraft.values }
              : {
                  division: user.division,
                  name: user.name,
                  tel: user.tel,
                  email: user.email,
                  emailConfirmation: user.email,
                  password: '',
                  passwordConfirmation: '',
                  currentPassword: '',
                }
          }
        />
      ) : null}
    </Page>
  );
}

export { UserEditPage as Component };
