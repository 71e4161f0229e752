import { REGISTRATION_HEADING } from '@rules/page-titles';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { Page } from '@/components/layout/page';
import { RetypePasswordsNotice } from '@/features/organizations/components/retype-passwords-notice';
import { RegistrationForm } from '@/features/organizations/forms/registration-form';
import { registrationDraft } from '@/features/organizations/stores/drafts';
import { RequireTerms } from './require-terms';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

function RegisterEntry() {
  useBreadcrumb([{ label: REGISTRATION_HEADING }]);
  const draft = registrationDraft.get();
  return (
    <Page title={REGISTRATION_HEADING} description={PAGE_DESCRIPTIONS.registration}>
      <RetypePasswordsNotice show={draft?.secretsDropped} />
      <RegistrationForm draft={draft} />
    </Page>
  );
}

export function RegisterPage() {
  return (
    <RequireTerms>
      <RegisterEntry />
    </RequireTerms>
  );
}

export { RegisterPage as Component };
