import { skipToken } from '@apollo/client/react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { type DeviceCategory, deviceCategory } from '@/config/device-categories';
import { paths } from '@/config/paths';
import { filtersFromSearch, listQuery } from '@/features/public-devices/lib/filters';
import { sheetPageQuery } from '@/features/public-devices/lib/page-queries';
import { parseId } from '@/lib/parse-id';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { fieldLabel, OrEmpty } from '@/components/ui/empty-value';
import { Phrases, TextOrEmpty } from '@/components/ui/phrases';
import { PlainTable, ROW_HEADER_PHONE_WIDTH } from '@/components/ui/plain-table';
import { PublicDeviceSheetDocument } from '@/generated/graphql';
import { DeviceDetailHeading } from '@/components/ui/device-detail-heading';
import { fileNameLinkText } from '@/components/ui/file-name';
import { ScrollTable } from '@/components/ui/scroll-table';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';
import { PageMeta } from '@/components/layout/page-meta';
import { useRenderStatus } from '@/lib/render-status';
import { deviceDetailHeading } from '@rules/page-titles';
import { DeviceJsonLd } from '@/features/public-devices/components/device-json-ld';
import { useSiteOrigin } from '@/lib/site-origin';

const STATUS_LABEL = (status: string) => (status === 'canceled' ? '取消済' : '公開中');

/** A sheet's row headers, the cells naming the values (plain rows, see PlainTable). */
const SHEET_ROW_HEADERS = {
  '& tbody th': { bg: 'bg.muted', fontWeight: 'semibold', width: { base: ROW_HEADER_PHONE_WIDTH, sm: '40%' } },
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <tr>
      <th scope="row">
        <Phrases text={label} />
      </th>
      <td>{typeof children === 'string' ? <TextOrEmpty text={children} /> : <OrEmpty>{children}</OrEmpty>}</td>
    </tr>
  );
}

export function PublicDeviceDetailPage({ category }: { category: DeviceCategory }) {
  const info = deviceCategory(category);
  const { id } = useParams();
  const [search] = useSearchParams();
  const origin = useSiteOrigin();
  const numericId = parseId(id);
  // The list's filters come along in the URL: 一覧へ戻る returns to the same filtered page.
  const filters = filtersFromSearch(search);
  const listTo = `${paths.publicDevices.list(category)}${listQuery(filters)}`;
  const includeExpired = filters.includeExpired;
  const sheetQuery = sheetPageQuery(category, numericId, filters);
  const { data, loading } = useDeferredQuery(
    PublicDeviceSheetDocument,
    sheetQuery === null ? skipToken : { variables: sheetQuery.variables },
  );
  const sheet = data?.publicDeviceSheet;
  useBreadcrumb([{ label: info.label, to: listTo }, { label: sheet ? sheet.device.certificateNumber : '機器詳細' }]);
  const back = (
    <Link asChild colorPalette="blue">
      <RouterLink to={listTo}>{info.label}一覧へ戻る</RouterLink>
    </Link>
  );

  if (loading) return <Box aria-busy="true" minH="40" />;
  // SPEC §8: a failed detail fetch leaves the detail empty; say why instead of a blank page.
  if (!sheet) {
    return (
      <Stack gap="4">
        <DeviceNotFound />
        <Heading as="h1" size="lg">
          {info.label} 詳細
        </Heading>
        <Text role="status">この機器は見つかりません。公開されていないか、公開が終了した可能性があります。</Text>
        {/* A bookmark of a device canceled since: the list shows canceled ones only when asked. */}
        {numericId !== null && !includeExpired ? (
          <Text>
            取消済みの機器は{' '}
            <Link asChild colorPalette="blue">
              <RouterLink
                to={`${paths.publicDevices.detail(category, numericId)}${listQuery({ ...filters, includeExpired: true })}`}
              >
                取消済みを含めて表示
              </RouterLink>
            </Link>{' '}
            すると確認できます。
          </Text>
        ) : null}
        {back}
      </Stack>
    );
  }

  const { device } = sheet;
  const heading = deviceDetailHeading(info.label, device.certificateNumber);
  const identifying = sheet.fields.filter((f) => f.group === 'identifying');
  const performance = sheet.fields.filter((f) => f.group === 'performance');
  return (
    <Stack gap="5">
      <PageMeta
        heading={heading.category + heading.name}
        description={PAGE_DESCRIPTIONS.device(info.label, device.brandName.name, device.certificateNumber)}
        canonicalPath={paths.publicDevices.detail(category, device.id)}
      />
      {/* The canonical URL: the device's own path, without the list's filters. */}
      <DeviceJsonLd
        device={device}
        fields={sheet.fields}
        url={`${origin}${paths.publicDevices.detail(category, device.id)}`}
      />
      <DeviceDetailHeading categoryLabel={info.label} certificateNumber={device.certificateNumber} />
      <PlainTable css={SHEET_ROW_HEADERS} aria-label="基本情報">
        <tbody>
          <Row label="ブランド名">{device.brandName.name}</Row>
          <Row label="事業者">{device.organizationName}</Row>
          <Row label="証明書番号">{device.certificateNumber}</Row>
          {identifying.map((f) => (
            <Row key={f.key} label={fieldLabel(f.label)}>
              {f.value}
            </Row>
          ))}
          <Row label="発売予定年月日">{formatDate(device.releaseDate)}</Row>
          <Row label="公開日">{formatDate(device.publishDate)}</Row>
          <Row label="状態">{STATUS_LABEL(device.status)}</Row>
          {device.canceledAt && <Row label="取消日">{formatDate(device.canceledAt)}</Row>}
          <Row label="証明書">
            {sheet.certificateFileUrl && device.certificate ? (
              <Link
                href={sheet.certificateFileUrl}
                colorPalette="blue"
                display="inline"
                download={device.certificate.fileName}
                {...fileNameLinkText(device.certificate.fileName, 'をダウンロード')}
              />
            ) : (
              'なし'
            )}
          </Row>
        </tbody>
      </PlainTable>
      <Heading as="h2" size="md">
        性能値
      </Heading>
      <PlainTable css={SHEET_ROW_HEADERS} aria-label="性能値">
        <tbody>
          {performance.map((f) => (
            <Row key={f.key} label={fieldLabel(f.label, f.unit)}>
              {f.value}
            </Row>
          ))}
        </tbody>
      </PlainTable>
      <Heading as="h2" size="md">
        履歴
      </Heading>
      {/* Four columns are wider than a phone with enlarged text: the frame scrolls, not the page. */}
      <ScrollTable label="履歴">
        <PlainTable aria-label="履歴">
          <thead>
            <tr>
              <th>日時</th>
              <th>内容</th>
              <th>取消日</th>
              <th>取消理由</th>
            </tr>
          </thead>
          <tbody>
            {sheet.history.map((h) => (
              <tr key={h.id}>
                <td>{formatDateTime(h.createdAt)}</td>
                {/* The date of the approval: the device became public on its 公開日, which may be later. */}
                <td>{h.toStatus === 'canceled' ? '取消' : '公開承認'}</td>
                <td>{formatDate(h.canceledAt)}</td>
                <td>{h.reasons.join('、')}</td>
              </tr>
            ))}
          </tbody>
        </PlainTable>
      </ScrollTable>
      {back}
    </Stack>
  );
}

/** A device nobody may see: its page says so, and the server sends it with 404. */
function DeviceNotFound() {
  useRenderStatus(404);
  return null;
}
