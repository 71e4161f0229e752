import { xsrfHeaderForWrite } from '@/lib/xsrf';
import { beginRequest, endRequest } from '@/lib/request-activity';
import { reportUnauthenticated } from '@/lib/session-events';
import type { DeviceCategory } from '@/config/device-categories';
import { postWithProgress, type UploadRequestOptions } from './upload-request';

/** The check step's answer (REST shape, row numbers count data rows from 1). */
export interface UploadCheckResult {
  file_name: string;
  headers: string[];
  csv: { row: number; cells: string[] }[];
  errors: { row: number; column: string; messages: string[] }[];
  duplicates: { row: number; certificate_number: string; first_row: number }[];
  exists: { row: number; certificate_number: string }[];
}

export interface UploadFields {
  file: File;
  passwordType: 'organization' | 'shared';
  sharedPasswordId: string;
}

/** A failed REST call in the shape the shared error list reads ({response: {status, data}}). */
export class RestError extends Error {
  constructor(readonly response: { status: number; data: unknown }) {
    super(`Request failed with status code ${response.status}`);
  }
}

async function send(method: string, url: string, body?: BodyInit): Promise<Response> {
  beginRequest();
  try {
    const headers = method === 'GET' ? {} : await xsrfHeaderForWrite();
    const response = await fetch(url, { method, body, credentials: 'same-origin', headers });
    if (response.status === 401) reportUnauthenticated();
    return response;
  } finally {
    endRequest();
  }
}

function answer<T>(status: number, text: string): T {
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (status < 200 || status >= 300) throw new RestError({ status, data });
  return data as T;
}

async function json<T>(response: Response): Promise<T> {
  return answer(response.status, await response.text());
}

/**
 * Multipart body of /api/{cat}/check and POST /api/{cat}: shared_password_id only when shared and
 * chosen; progress_id (the id uploadProgress is polled with) before the zip.
 */
function uploadForm(fields: UploadFields, noList: number[] = [], progressId?: string): FormData {
  const form = new FormData();
  form.append('password_type', fields.passwordType);
  if (fields.passwordType === 'shared' && fields.sharedPasswordId)
    form.append('shared_password_id', fields.sharedPasswordId);
  noList.forEach((row) => form.append('no_list[]', String(row)));
  if (progressId) form.append('progress_id', progressId);
  form.append('zip', fields.file, fields.file.name);
  return form;
}

/**
 * The check step, sent with XMLHttpRequest so the page shows the bytes sent, and the server's own
 * progress under `progressId`. Not counted as a request in flight: the page shows its own progress
 * and its cancel button must stay clickable under the loading overlay.
 */
export async function checkUpload(
  category: DeviceCategory,
  fields: UploadFields,
  options: UploadRequestOptions & { progressId?: string } = {},
): Promise<UploadCheckResult> {
  const headers = await xsrfHeaderForWrite();
  const { status, text } = await postWithProgress(
    `/api/${category}/check`,
    uploadForm(fields, [], options.progressId),
    headers,
    options,
  );
  if (status === 401) reportUnauthenticated();
  return answer(status, text);
}

export async function commitUpload(
  category: DeviceCategory,
  fields: UploadFields,
  noList: number[],
): Promise<{ created: number; ids: number[] }> {
  return json(await send('POST', `/api/${category}`, uploadForm(fields, noList)));
}

/** Query string of the list filters (snake_case, empty values left out). */
export function filterQuery(filter: Record<string, string | number | boolean | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '' || value === false) continue;
    params.set(
      key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`),
      String(value),
    );
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
