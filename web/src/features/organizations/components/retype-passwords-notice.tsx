import { Alert } from '@chakra-ui/react';
import { RETYPE_PASSWORDS } from '../stores/drafts';

/** Shown on an entry step whose draft came back from sessionStorage without its passwords. */
export function RetypePasswordsNotice({ show }: { show: boolean | undefined }) {
  if (!show) return null;
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Title>{RETYPE_PASSWORDS}</Alert.Title>
    </Alert.Root>
  );
}
