import { postcode } from '@rules/contact-fields';
import { BELONG_TO_LABELS, ORGANIZATION_TYPE_LABELS } from '../labels';
import { SelectField, PasswordField, TelField, TextField } from '@/components/form/fields';

/** The organization profile fields; `prefix` is "organization." inside the registration form. */
export function OrganizationFields({
  prefix = '',
  withZipPassword = false,
}: {
  prefix?: string;
  withZipPassword?: boolean;
}) {
  const n = (name: string) => `${prefix}${name}`;
  return (
    <>
      <TextField name={n('name')} label="事業者名" required autoComplete="organization" />
      <SelectField
        name={n('type')}
        label="事業者区分"
        options={ORGANIZATION_TYPE_LABELS}
        placeholder="選択してください"
        required
      />
      <TextField
        name={n('postcode')}
        label="郵便番号"
        required
        autoComplete="postal-code"
        inputMode="numeric"
        helper="例: 100-0001"
        normalize={postcode}
      />
      <TextField name={n('address')} label="住所" required autoComplete="street-address" />
      <TelField name={n('tel')} helper="例: 03-1234-5678" />
      <SelectField name={n('belongTo')} label="協会への所属" options={BELONG_TO_LABELS} required />
      {withZipPassword ? (
        <>
          <PasswordField
            name={n('zipPassword')}
            label="ファイルアップロード用パスワード"
            autoComplete="new-password"
            helper="機器データのZIPファイルを暗号化するパスワードです"
          />
          <PasswordField
            name={n('zipPasswordConfirmation')}
            label="確認用ファイルアップロード用パスワード"
            autoComplete="new-password"
          />
        </>
      ) : null}
      <TextField name={n('message')} label="連絡事項" rows={4} />
    </>
  );
}
