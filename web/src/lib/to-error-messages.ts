import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** SPEC §8 generic transport messages. */
export const NETWORK_ERROR = 'Network Error';
export const REQUEST_ABORTED = 'Request aborted';
export const requestFailedMessage = (status: number) => `Request failed with status code ${status}`;

/** A REST response that failed (status + parsed body), as an HTTP helper or axios would report it. */
export interface RestErrorResponse {
  status: number;
  data: unknown;
}

type FieldErrors = Record<string, unknown>;

/** SPEC §8: client-side failures use the 422 shape with data.errors. */
export function clientValidationError(errors: Record<string, string[]>): { response: RestErrorResponse } {
  return { response: { status: 422, data: { message: '', errors } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** First message of a field; for nested objects/arrays, the first message of each nested entry. */
function firstMessages(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) {
    if (value.length === 0) return [];
    return typeof value[0] === 'string' ? firstMessages(value[0]) : value.flatMap(firstMessages);
  }
  if (isRecord(value)) return Object.values(value).flatMap(firstMessages);
  return [];
}

export function fieldErrorMessages(errors: FieldErrors): string[] {
  return Object.values(errors).flatMap(firstMessages);
}

function messageOf(data: unknown): string | undefined {
  return isRecord(data) && typeof data.message === 'string' && data.message ? data.message : undefined;
}

/** SPEC §8: 422 → first message per field; any other response → its message. */
function restMessages({ status, data }: RestErrorResponse): string[] {
  if (status === 422 && isRecord(data) && isRecord(data.errors)) return fieldErrorMessages(data.errors);
  const message = messageOf(data);
  return [message ?? requestFailedMessage(status)];
}

function graphQLMessages(error: CombinedGraphQLErrors): string[] {
  return error.errors.flatMap((graphQLError) => {
    const fieldErrors = graphQLError.extensions?.fieldErrors;
    const fields = isRecord(fieldErrors) ? fieldErrorMessages(fieldErrors) : [];
    return graphQLError.message ? [graphQLError.message, ...fields] : fields;
  });
}

function serverErrorMessages(error: ServerError): string[] {
  try {
    const body: unknown = JSON.parse(error.bodyText);
    if (isRecord(body)) return restMessages({ status: error.statusCode, data: body });
  } catch {
    // Not JSON (e.g. a proxy's HTML page): fall back to the status line.
  }
  return [requestFailedMessage(error.statusCode)];
}

function asRestResponse(error: unknown): RestErrorResponse | undefined {
  const candidate = isRecord(error) && isRecord(error.response) ? error.response : error;
  if (isRecord(candidate) && typeof candidate.status === 'number' && 'data' in candidate) {
    return { status: candidate.status, data: candidate.data };
  }
  return undefined;
}

function transportMessage(error: Error | DOMException): string {
  if (error.name === 'AbortError') return REQUEST_ABORTED;
  // fetch rejects with TypeError("Failed to fetch") when the server cannot be reached.
  if (error instanceof TypeError) return NETWORK_ERROR;
  return error.message || NETWORK_ERROR;
}

/**
 * The first message the server gave each input field of a refused request (a GraphQL error's
 * `fieldErrors`, keyed by the input's names), for forms that mark those fields; {} otherwise.
 */
export function serverFieldMessages(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const fields: Record<string, string> = {};
  for (const graphQLError of error.errors) {
    const fieldErrors = graphQLError.extensions?.fieldErrors;
    if (!isRecord(fieldErrors)) continue;
    for (const [name, value] of Object.entries(fieldErrors)) {
      const [first] = firstMessages(value);
      if (first && !(name in fields)) fields[name] = first;
    }
  }
  return fields;
}

/** The one parser turning any failure (GraphQL, REST, transport, client-side) into error-list lines. */
export function toErrorMessages(error: unknown): string[] {
  const messages = parse(error);
  return [...new Set(messages.filter((message) => message.trim() !== ''))];
}

function parse(error: unknown): string[] {
  if (error === null || error === undefined) return [];
  if (typeof error === 'string') return [error];
  if (Array.isArray(error)) return error.flatMap(parse);
  if (CombinedGraphQLErrors.is(error)) return graphQLMessages(error);
  if (ServerError.is(error)) return serverErrorMessages(error);
  if (ServerParseError.is(error)) return [requestFailedMessage(error.statusCode)];
  const rest = asRestResponse(error);
  if (rest) return restMessages(rest);
  // DOMException (AbortError) is not an Error subclass in every environment.
  if (error instanceof Error || error instanceof DOMException) return [transportMessage(error)];
  if (isRecord(error) && isRecord(error.errors)) return fieldErrorMessages(error.errors);
  const message = messageOf(error);
  return message ? [message] : [];
}
