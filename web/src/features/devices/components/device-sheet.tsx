import { Heading, Link, Stack, Table, Text } from '@chakra-ui/react';
import { fieldLabel } from '@/components/ui/empty-value';
import { Phrases, TextOrEmpty } from '@/components/ui/phrases';
import { fileNameLinkText } from '@/components/ui/file-name';
import { fileSizeLabel } from '@rules/device-forms';
import { ROW_HEADER_PHONE_WIDTH } from '@/components/ui/plain-table';
import { deviceCategory, type DeviceCategory } from '@/config/device-categories';
import type { DeviceDetailQuery } from '@/generated/graphql';

type Device = NonNullable<DeviceDetailQuery['device']>;

/** The row headers of a signed-in device page's tables: one width, so the summary and the sheet align. */
export const DEVICE_ROW_HEADER_WIDTH = { base: ROW_HEADER_PHONE_WIDTH, md: '24rem' };

/** Every specification and performance value of the device, as the category defines them. */
export function DeviceSpecTable({ device }: { device: Device }) {
  return (
    <Table.Root size="sm" variant="outline" aria-label="仕様・性能">
      <Table.Body>
        {device.specItems.map((item) => (
          <Table.Row key={item.key}>
            <Table.ColumnHeader scope="row" w={DEVICE_ROW_HEADER_WIDTH} bg="bg.muted">
              <Phrases text={fieldLabel(item.label, item.unit)} />
            </Table.ColumnHeader>
            <Table.Cell>
              <TextOrEmpty text={item.value} />
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * The certificate PDF, downloaded under its own name, as on the public sheet. The server sends
 * it as an attachment (never shown inline, whatever a maker's PDF holds), so a link opening a new
 * tab only flashed an empty tab before the same download.
 */
export function DeviceCertificate({ device, category }: { device: Device; category: DeviceCategory }) {
  if (!device.certificate) return <Text>証明書はありません</Text>;
  const url = `/api/${deviceCategory(category).certificateResource}/${device.certificate.id}/file`;
  return (
    <Text>
      <Link
        href={url}
        download={device.certificate.fileName}
        color="action.fg"
        textDecoration="underline"
        {...fileNameLinkText(
          device.certificate.fileName,
          `（${fileSizeLabel(device.certificate.size)}）をダウンロード`,
        )}
      />
    </Text>
  );
}

/** The whole sheet an administrator checks before approving: values and certificate. */
export function DeviceSheet({ device, category }: { device: Device; category: DeviceCategory }) {
  return (
    <Stack gap="4">
      <Heading as="h2" size="md">
        仕様・性能
      </Heading>
      <DeviceSpecTable device={device} />
      <Heading as="h2" size="md">
        証明書
      </Heading>
      <DeviceCertificate device={device} category={category} />
    </Stack>
  );
}
