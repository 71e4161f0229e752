import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { BACK_TO_LIST, FormActions } from '@/components/ui/form-actions';

/** Submit + back-to-list buttons under an administrator form. */
export function FormButtons({
  submitting,
  submitLabel,
  listPath,
}: {
  submitting: boolean;
  submitLabel: string;
  listPath: string;
}) {
  return (
    <FormActions>
      <Button asChild variant="outline">
        <RouterLink to={listPath}>{BACK_TO_LIST}</RouterLink>
      </Button>
      <Button type="submit" colorPalette="blue" loading={submitting}>
        {submitLabel}
      </Button>
    </FormActions>
  );
}
