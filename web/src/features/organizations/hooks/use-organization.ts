import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { errorList } from '@/components/ui/error-list-store';
import { OrganizationDetailDocument } from '@/generated/graphql';

/** The organization of the route's {id} (or the given id), with its users; errors go to the list. */
export function useOrganization(explicitId?: number | null) {
  const params = useParams();
  const id = explicitId ?? Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const result = useQuery(OrganizationDetailDocument, valid ? { variables: { id } } : skipToken);
  useEffect(() => {
    if (result.error) errorList.update(result.error);
  }, [result.error]);
  return {
    id,
    valid,
    organization: result.data?.organization ?? null,
    loading: result.loading,
    refetch: result.refetch,
  };
}
