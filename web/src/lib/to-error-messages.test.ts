import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { clientValidationError, serverFieldMessages, toErrorMessages } from './to-error-messages';

describe('toErrorMessages', () => {
  it('reads GraphQL errors: message, then the first message of each field', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: '入力内容に誤りがあります',
          extensions: {
            code: 'BAD_USER_INPUT',
            fieldErrors: {
              email: ['メールアドレスを入力してください', '2つ目'],
              password: ['パスワードを入力してください'],
            },
          },
        },
      ],
    });
    expect(toErrorMessages(error)).toEqual([
      '入力内容に誤りがあります',
      'メールアドレスを入力してください',
      'パスワードを入力してください',
    ]);
  });

  it('reads GraphQL errors without field errors as their message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [{ message: 'ログインが必要です', extensions: { code: 'UNAUTHENTICATED' } }],
    });
    expect(toErrorMessages(error)).toEqual(['ログインが必要です']);
  });

  it('reads a REST 422 as the first message per field, including nested objects', () => {
    const error = {
      response: {
        status: 422,
        data: {
          message: 'The given data was invalid.',
          errors: {
            organization: { name: ['事業者名を入力してください', 'x'], tel: ['電話番号を入力してください'] },
            user: [{ email: ['メールアドレスを入力してください'] }],
            url: ['urlは必須です'],
          },
        },
      },
    };
    expect(toErrorMessages(error)).toEqual([
      '事業者名を入力してください',
      '電話番号を入力してください',
      'メールアドレスを入力してください',
      'urlは必須です',
    ]);
  });

  it('reads other REST responses as their message', () => {
    expect(toErrorMessages({ response: { status: 403, data: { message: '権限がありません' } } })).toEqual([
      '権限がありません',
    ]);
    expect(toErrorMessages({ status: 500, data: '' })).toEqual(['Request failed with status code 500']);
  });

  it('reads client-side failures in the 422 shape', () => {
    expect(toErrorMessages(clientValidationError({ category_code: ['カテゴリーコードは必須です'] }))).toEqual([
      'カテゴリーコードは必須です',
    ]);
  });

  it('reads Apollo server errors with a REST-like JSON body or a bare status', () => {
    const withBody = new ServerError('x', {
      response: new Response(null, { status: 429 }),
      bodyText: JSON.stringify({ message: 'しばらくしてから再度お試しください' }),
    });
    const bare = new ServerError('x', { response: new Response(null, { status: 502 }), bodyText: '<html>' });
    expect(toErrorMessages(withBody)).toEqual(['しばらくしてから再度お試しください']);
    expect(toErrorMessages(bare)).toEqual(['Request failed with status code 502']);
  });

  it('names generic transport failures', () => {
    expect(toErrorMessages(new TypeError('Failed to fetch'))).toEqual(['Network Error']);
    expect(toErrorMessages(new DOMException('aborted', 'AbortError'))).toEqual(['Request aborted']);
    expect(toErrorMessages(new Error('timeout of 1000ms exceeded'))).toEqual(['timeout of 1000ms exceeded']);
    expect(toErrorMessages(undefined)).toEqual([]);
  });
});

describe('serverFieldMessages', () => {
  it('gives the first message of each field a GraphQL error names, the first error winning', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'a', extensions: { fieldErrors: { number: ['番号が重複しています', '二つ目'], name: [] } } },
        { message: 'b', extensions: { fieldErrors: { number: ['後の番号'], password: ['パスワードが違います'] } } },
        { message: 'c' },
      ],
    });
    expect(serverFieldMessages(error)).toEqual({ number: '番号が重複しています', password: 'パスワードが違います' });
  });

  it('is empty for failures that name no field', () => {
    expect(serverFieldMessages(new TypeError('Failed to fetch'))).toEqual({});
    expect(serverFieldMessages(clientValidationError({ url: ['urlは必須です'] }))).toEqual({});
  });
});
