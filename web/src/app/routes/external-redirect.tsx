import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { env } from '@/config/env';
import { externalNavigation } from '@/lib/external-navigation';

/** / and /top: leave the SPA for the association's site. */
export function AssociationRedirect() {
  useEffect(() => {
    externalNavigation.assign(env.associationUrl);
  }, []);
  return <Text>移動しています…</Text>;
}
