import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { UploadProgressDocument } from '@/generated/graphql';
import { measuredProgress } from '@/lib/request-activity';
import type { UploadRequestOptions } from '../upload-request';
import { newUploadId, uploadProgressView, type UploadRunState } from '../upload-progress-view';

/** How often the server's check is asked about while it runs. */
const POLL_MS = 750;

/**
 * One upload's progress: `start` gives the request its id, progress callback and abort signal;
 * once every byte is sent, the server's check is polled (uploadProgress) until `finish`. `cancel`
 * aborts the request. The top progress bar follows the whole run.
 */
export function useUploadProgress() {
  const [run, setRun] = useState<UploadRunState | null>(null);
  const abort = useRef<AbortController | null>(null);
  const sentAll = run !== null && run.total > 0 && run.sent >= run.total;
  const { data } = useQuery(
    UploadProgressDocument,
    sentAll && run
      ? { variables: { id: run.id }, pollInterval: POLL_MS, fetchPolicy: 'network-only', context: { background: true } }
      : skipToken,
  );
  const view = run ? uploadProgressView(run, sentAll ? (data?.uploadProgress ?? null) : null) : null;
  const overall = view?.overall ?? null;

  useEffect(() => {
    measuredProgress.set(overall);
  }, [overall]);
  useEffect(() => () => measuredProgress.set(null), []);

  return {
    view,
    start(): UploadRequestOptions & { progressId: string } {
      const id = newUploadId();
      abort.current = new AbortController();
      setRun({ id, sent: 0, total: 0 });
      return {
        progressId: id,
        signal: abort.current.signal,
        onUploadProgress: (sent, total) => setRun((r) => (r?.id === id ? { ...r, sent, total } : r)),
      };
    },
    finish() {
      abort.current = null;
      setRun(null);
    },
    cancel() {
      abort.current?.abort();
    },
  };
}
