import { Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { errorList } from '@/components/ui/error-list-store';
import { authState } from '@/lib/auth-state';
import { UpdateOrganizationDocument } from '@/generated/graphql';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { useStoreValue } from '@/lib/external-store';
import { asStored, type OrganizationProfileValues, profileInput, profileSchema } from '../forms/schemas';
import { useOrganization } from '../hooks/use-organization';
import { flagsOf, type ManagerFlags } from '../labels';
import { ManagerFlagsFieldset } from './manager-flags-fieldset';
import { organizationEditDraft } from '../stores/drafts';
import { FieldStack } from '@/components/form/fields';
import { OrganizationFields } from './organization-fields';
import { profileValuesOf } from './organization-summary';
import { Actions, BackButton, ConfirmActions, Page, ToConfirmButton } from '@/components/layout/page';
import { profileRows, Summary } from './summary';
import { flashState } from '@/components/ui/flash-message';
import { FormikForm } from '@/components/form/formik-form';
import { useConfirmFailure, useReturnedFieldErrors } from '@/components/form/returned-field-errors';

interface EditProps {
  id: number;
  /** Administrators also edit the manager flags. */
  withFlags: boolean;
  backPath: string;
  confirmPath: string;
}

function EditForm({
  id,
  withFlags,
  backPath,
  confirmPath,
  initial,
  initialFlags,
}: EditProps & { initial: OrganizationProfileValues; initialFlags: ManagerFlags }) {
  const navigate = useAppNavigate();
  const [flags, setFlags] = useState(initialFlags);
  const returned = useReturnedFieldErrors<OrganizationProfileValues>();
  const formik = useFormik({
    ...returned,
    initialValues: initial,
    validationSchema: profileSchema,
    onSubmit: (values) => {
      errorList.clear();
      organizationEditDraft.set({ id, values: asStored(profileSchema, values), flags: withFlags ? flags : null });
      void navigate(confirmPath);
    },
  });
  return (
    <FormikForm formik={formik} label="事業者情報の編集フォーム">
      <FieldStack>
        <OrganizationFields />
        {withFlags ? <ManagerFlagsFieldset flags={flags} onChange={setFlags} showHeading /> : null}
        <Actions>
          <BackButton onClick={() => void navigate(backPath)} />
          <ToConfirmButton />
        </Actions>
      </FieldStack>
    </FormikForm>
  );
}

/** Edit step: starts from the draft when coming back from confirm, else from the stored organization. */
export function OrganizationEditPage(props: EditProps) {
  const { organization } = useOrganization(props.id);
  const draft = organizationEditDraft.get();
  const fromDraft = draft && draft.id === props.id ? draft : null;
  return (
    <Page title="事業者情報の編集">
      {organization ? (
        <EditForm
          {...props}
          initial={fromDraft?.values ?? profileValuesOf(organization)}
          initialFlags={fromDraft?.flags ?? flagsOf(organization)}
        />
      ) : null}
    </Page>
  );
}

/** Confirm step: shows the draft, saves it, then goes to the detail with a message. */
export function OrganizationEditConfirmPage({
  id,
  editPath,
  donePath,
}: {
  id: number;
  editPath: string;
  donePath: string;
}) {
  const navigate = useAppNavigate();
  const draft = useStoreValue(organizationEditDraft);
  const [update, { loading }] = useMutation(UpdateOrganizationDocument);
  const [saved, setSaved] = useState(false);
  const failed = useConfirmFailure(editPath);
  useEffect(() => {
    if (saved) organizationEditDraft.set(null);
  }, [saved]);
  if (!draft || draft.id !== id) return saved ? null : <Navigate to={editPath} replace />;

  const submit = async () => {
    errorList.clear();
    try {
      const { data } = await update({
        variables: { id, input: { ...profileInput(draft.values), ...(draft.flags ?? {}) } },
      });
      const updated = data?.updateOrganization;
      // The header and tab bar read the organization from the auth state.
      if (updated)
        authState.set((state) =>
          state.organization?.id === updated.id
            ? { ...state, organization: { ...state.organization, name: updated.name } }
            : state,
        );
      setSaved(true);
      await navigate(donePath, { state: flashState('事業者情報を更新しました') });
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Page title="事業者情報の編集（確認）">
      <Text>以下の内容で更新します。</Text>
      <Summary rows={profileRows(draft.values, draft.flags)} />
      <ConfirmActions editPath={editPath} sendLabel="更新する" sending={loading} onSend={() => void submit()} />
    </Page>
  );
}
