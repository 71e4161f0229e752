import { HttpResponse } from 'msw';

interface RefusalBody {
  errors: Array<{ message: string; extensions: { code: 'BAD_USER_INPUT'; fieldErrors: Record<string, string[]> } }>;
}

/**
 * The server's answer to input it refuses (BAD_USER_INPUT): the messages of each refused field,
 * under a summary message (the first field's message unless given).
 */
export function inputRefusal(
  fieldErrors: Record<string, string[]>,
  message = Object.values(fieldErrors)[0][0],
): HttpResponse<RefusalBody> {
  return HttpResponse.json({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors } }] });
}
