import { Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** Submit + back-to-list buttons under an administrator form. */
export function FormButtons({ submitting, submitLabel, listPath }: { submitting: boolean; submitLabel: string; listPath: string }) {
  return (
    <HStack gap="2" pt="2">
      <Button type="submit" colorPalette="blue" loading={submitting}>
        {submitLabel}
      </Button>
      <Button asChild variant="outline">
        <RouterLink to={listPath}>一覧に戻る</RouterLink>
      </Button>
    </HStack>
  );
}
