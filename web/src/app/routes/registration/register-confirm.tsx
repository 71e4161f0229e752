import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Navigate } from 'react-router-dom';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { useConfirmFailure } from '@/components/form/returned-field-errors';
import { paths } from '@/config/paths';
import { ConfirmActions, Page } from '@/components/layout/page';
import { profileRows, Summary, userRows } from '@/features/organizations/components/summary';
import { profileInput, userInput } from '@/features/organizations/forms/schemas';
import { NO_FLAGS } from '@/features/organizations/labels';
import { registrationDraft } from '@/features/organizations/stores/drafts';
import { RegisterDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useSubmit } from '@/hooks/use-submit';
import { useStoreValue } from '@/lib/external-store';
import { RequireTerms } from './require-terms';

function RegisterConfirm() {
  useBreadcrumb([{ label: '情報提供事業者 登録（確認）' }]);
  const navigate = useAppNavigate();
  const draft = useStoreValue(registrationDraft);
  const [register] = useMutation(RegisterDocument);
  const failed = useConfirmFailure(paths.register.entry());
  const [submit, sending] = useSubmit(async () => {
    if (!draft) return;
    await register({
      variables: {
        input: {
          // Registration always sends the five manager flags false (SPEC §3).
          organization: {
            ...profileInput(draft.organization),
            zipPassword: draft.organization.zipPassword,
            zipPasswordConfirmation: draft.organization.zipPasswordConfirmation,
            ...NO_FLAGS,
          },
          user: userInput(draft.user),
        },
      },
    });
    await navigate(paths.register.complete());
    // The draft goes once the next screen is up (this one would send the user back to the form).
    registrationDraft.set(null);
  }, failed);
  // After a reload the passwords are gone (never stored): back to the entry step to type them again.
  if (!draft || draft.secretsDropped) return <Navigate to={paths.register.entry()} replace />;

  return (
    <Page title="情報提供事業者 登録（確認）">
      <Text>以下の内容で登録を申請します。よろしければ「登録する」を押してください。</Text>
      <Summary title="事業者情報" rows={profileRows(draft.organization)} />
      <Summary title="担当者" rows={userRows(draft.user)} />
      <ConfirmActions
        editPath={paths.register.entry()}
        sendLabel="登録する"
        sending={sending}
        onSend={() => void submit()}
      />
    </Page>
  );
}

export function RegisterConfirmPage() {
  return (
    <RequireTerms>
      <RegisterConfirm />
    </RequireTerms>
  );
}

export { RegisterConfirmPage as Component };
