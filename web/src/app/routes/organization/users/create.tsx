import { Page } from '@/components/layout/page';
import { RetypePasswordsNotice } from '@/features/organizations/components/retype-passwords-notice';
import { EMPTY_USER, userCreateSchema } from '@/features/organizations/forms/schemas';
import { UserForm } from '@/features/organizations/forms/user-form';
import { userDraft } from '@/features/organizations/stores/drafts';

/** /organization/users/create → create/confirm → create/complete. */
export function UserCreatePage() {
  const draft = userDraft.get();
  const ownDraft = draft && draft.id === null ? draft : null;
  return (
    <Page title="ユーザーの追加">
      <RetypePasswordsNotice show={ownDraft?.secretsDropped} />
      <UserForm id={null} initialValues={ownDraft ? ownDraft.values : { ...EMPTY_USER }} schema={userCreateSchema} />
    </Page>
  );
}

export { UserCreatePage as Component };
