import { Link } from '@chakra-ui/react';
import { halfWidth } from '@rules/contact-fields';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PasswordField, TelField, TextField } from '@/components/form/fields';

/**
 * A user's fields; on edit the password may stay blank (unchanged). Editing oneself (`self`) there is
 * no password here (that is the password change screen) but the current password, for a new email.
 */
export function UserFields({
  prefix = '',
  passwordOptional = false,
  self = false,
}: {
  prefix?: string;
  passwordOptional?: boolean;
  self?: boolean;
}) {
  const n = (name: string) => `${prefix}${name}`;
  const identity = (
    <>
      <TextField name={n('division')} label="部署名" />
      <TextField name={n('name')} label="担当者名" required autoComplete="name" />
      <TelField name={n('tel')} />
      <TextField
        name={n('email')}
        label="メールアドレス"
        type="email"
        required
        autoComplete="email"
        normalize={halfWidth}
      />
      <TextField
        name={n('emailConfirmation')}
        label="確認用メールアドレス"
        type="email"
        required
        autoComplete="off"
        normalize={halfWidth}
      />
    </>
  );
  if (self) {
    return (
      <>
        {identity}
        <PasswordField
          name={n('currentPassword')}
          label="現在のパスワード"
          required={false}
          autoComplete="current-password"
          helper={
            <>
              メールアドレスを変更する場合のみ入力してください。ご自身のパスワードは
              <Link asChild colorPalette="blue">
                <RouterLink to={paths.password.change()}>パスワード変更画面</RouterLink>
              </Link>
              で変更できます。
            </>
          }
        />
      </>
    );
  }
  return (
    <>
      {identity}
      <PasswordField
        name={n('password')}
        label="パスワード"
        required={!passwordOptional}
        autoComplete="new-password"
        helper={passwordOptional ? '変更する場合のみ入力してください（8文字以上）' : '8文字以上'}
      />
      <PasswordField
        name={n('passwordConfirmation')}
        label="確認用パスワード"
        required={!passwordOptional}
        autoComplete="new-password"
      />
    </>
  );
}
