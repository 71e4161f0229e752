import { DownloadLink } from '@/components/ui/download-link';
import { HStack, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { errorList, useReportedError } from '@/components/ui/error-list-store';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { UploadFormOptionsDocument } from '@/generated/graphql';
import { NotFoundPage } from '@/components/not-found-page';
import { isForbidden, useCategoryParam } from '@/features/devices/common';
import { DeviceUploadForm } from '@/features/devices/forms/upload-form';
import { Page } from '@/components/layout/page';

const SAMPLE_FAILURE = 'サンプルのダウンロードに失敗しました';

/** The templates and samples offered next to the upload form, under /api/{category}/download/. */
const UPLOAD_AIDS = [
  { file: 'template', fallbackName: 'template.csv', failure: 'CSVの出力に失敗しました', label: 'CSVテンプレート' },
  {
    file: 'template.xlsx',
    fallbackName: 'template.xlsx',
    failure: 'Excelテンプレートのダウンロードに失敗しました',
    label: 'Excelテンプレート',
  },
  { file: 'sample', fallbackName: 'sample.zip', failure: SAMPLE_FAILURE, label: 'サンプルZIP（CSV版）' },
  { file: 'sample_xlsx', fallbackName: 'sample_xlsx.zip', failure: SAMPLE_FAILURE, label: 'サンプルZIP（Excel版）' },
];

export function DeviceUploadPage() {
  const category = useCategoryParam();
  const { data: options, error } = useQuery(
    UploadFormOptionsDocument,
    category ? { variables: { category: category.code } } : skipToken,
  );
  useBreadcrumb(
    category
      ? [{ label: category.label, to: paths.organization.devices(category.code).list() }, { label: 'アップロード' }]
      : [],
  );
  useEffect(() => errorList.clear(), [category?.code]);
  useReportedError(error);
  if (!category) return <NotFoundPage />;
  const title = `${category.label} アップロード`;
  // The reason before a file is chosen and sent, for a category the server refuses.
  if (isForbidden(error)) return <Page title={title} />;
  return (
    <Page title={title}>
      <Text fontSize="sm">
        CSVファイルまたはExcelファイル（.xlsx、1行1機器）と、各行の「証明書ファイル名」のPDFをまとめ、パスワード付きZIPにしてアップロードしてください。
        確認画面で内容を確認してから登録します。サンプルZIPは事業者のZIPパスワードで暗号化されています。
      </Text>
      <HStack gap="3" wrap="wrap">
        {UPLOAD_AIDS.map((aid) => (
          <DownloadLink
            key={aid.file}
            href={`/api/${category.code}/download/${aid.file}`}
            fallbackName={aid.fallbackName}
            failure={aid.failure}
          >
            {aid.label}
          </DownloadLink>
        ))}
      </HStack>
      <DeviceUploadForm category={category} options={options} />
    </Page>
  );
}
