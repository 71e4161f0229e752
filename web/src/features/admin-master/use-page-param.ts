import { useSearchParams } from 'react-router-dom';
import { FIRST_PAGE } from '@/config/constants';

/** The list page in the URL (?page=N, from 1), so reload and back keep it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= FIRST_PAGE ? raw : FIRST_PAGE;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === FIRST_PAGE) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  return [page, setPage];
}

/** A route's numeric id, or null when the segment is not a positive integer. */
export function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : null;
}
