import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { withErrorDescription } from '../../../build/field-error-description';

it("adds an invalid field's error text to its control's description in Ark's field hook, or fails the build", () => {
  const arkRoot = createRequire(import.meta.url)
    .resolve('@ark-ui/react')
    .replace(/dist[\\/].*$/, '');
  const id = `${arkRoot}dist/components/field/use-field.js`;
  const source = fs.readFileSync(id, 'utf8');
  const built = withErrorDescription(source, id)!;
  expect(built.match(/\[hasHelperText \? helperTextId : void 0, errorMessageId\]/g)).toHaveLength(2);
  expect(built.split('\n')).toHaveLength(source.split('\n').length); // the source map still lines up
  expect(withErrorDescription(source, `${arkRoot}dist/components/field/field-input.js`)).toBeNull();
  expect(() => withErrorDescription(source.replace('ariaDescribedby:', 'describedBy:'), id)).toThrow(
    /no longer describes the control/,
  );
});
