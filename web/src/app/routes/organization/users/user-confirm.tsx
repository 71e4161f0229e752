import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { useConfirmFailure } from '@/components/form/returned-field-errors';
import { useCurrentUser } from '@/lib/auth-state';
import { ConfirmActions, Page } from '@/components/layout/page';
import { Summary, userRows } from '@/features/organizations/components/summary';
import { userInput } from '@/features/organizations/forms/schemas';
import { userDraft } from '@/features/organizations/stores/drafts';
import { CreateUserDocument, UpdateUserDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';
import { useStoreValue } from '@/lib/external-store';

/** The confirm step of user create (id null) and edit: saves the draft. */
export function UserConfirm({
  id,
  title,
  editPath,
  donePath,
  doneFlash,
}: {
  id: number | null;
  title: string;
  editPath: string;
  donePath: string;
  doneFlash?: string;
}) {
  const navigate = useAppNavigate();
  const draft = useStoreValue(userDraft);
  const viewer = useCurrentUser();
  const [create] = useMutation(CreateUserDocument);
  const [update] = useMutation(UpdateUserDocument);
  const failed = useConfirmFailure(editPath);
  const [submit, sending] = useSubmit(async () => {
    if (!draft) return;
    const input = userInput(draft.values);
    if (id === null) await create({ variables: { input } });
    else
      await update({
        variables: {
          id,
          input: {
            ...input,
            password: input.password || null,
            passwordConfirmation: input.passwordConfirmation || null,
            currentPassword: draft.values.currentPassword || null,
          },
        },
      });
    await navigate(donePath, { state: doneFlash ? { flash: doneFlash } : null });
    // The draft goes once the next screen is up (this one would send the user back to the form).
    userDraft.set(null);
  }, failed);
  // After a reload the passwords are gone (never stored): back to the entry step to type them again.
  if (!draft || draft.id !== id || draft.secretsDropped) return <Navigate to={editPath} replace />;
  const self = id !== null && viewer?.id === id;

  return (
    <Page title={title}>
      <Text>以下の内容で{id === null ? '追加' : '更新'}します。</Text>
      <Summary rows={userRows(draft.values, { self })} />
      <ConfirmActions
        editPath={editPath}
        sendLabel={id === null ? '追加する' : '更新する'}
        sending={sending}
        onSend={() => void submit()}
      />
    </Page>
  );
}
