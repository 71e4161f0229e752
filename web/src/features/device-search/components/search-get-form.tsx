import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { SEARCH_PATH } from '../lib/search-url';

interface SearchGetFormProps extends Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'action' | 'method' | 'role'> {
  /** The form's accessible name. */
  'aria-label': string;
  /** The results' address for what the form holds. */
  toUrl: (form: FormData) => string;
}

/**
 * A device search as a native GET form to /search: it works before the scripts run and its
 * address can be shared. Once the app runs, it follows the form without a page load.
 */
export function SearchGetForm({ toUrl, children, ...props }: SearchGetFormProps) {
  const navigate = useAppNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(toUrl(new FormData(event.currentTarget)));
  };
  return (
    <chakra.form role="search" action={SEARCH_PATH} method="get" onSubmit={submit} {...props}>
      {children}
    </chakra.form>
  );
}
