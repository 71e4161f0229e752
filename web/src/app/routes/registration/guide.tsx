import { Box, Button, Heading, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { REGISTRATION_GUIDE_HEADING } from '@rules/page-titles';
import { useBreadcrumb } from '@/components/layout/breadcrumb/breadcrumb-context';
import { paths } from '@/config/paths';
import { CheckboxField } from '@/components/form/fields';
import { Page } from '@/components/layout/page';
import { termsAccepted } from '@/features/organizations/stores/drafts';
import { useAppNavigate } from '@/hooks/use-app-navigate';
import { PAGE_DESCRIPTIONS } from '@rules/page-descriptions';

const TERMS: { title: string; items: string[] }[] = [
  {
    title: '第1条（目的）',
    items: ['本規約は、本ポータルにおいて情報提供事業者が省エネ設備の登録情報を提供する際の条件を定めるものです。'],
  },
  {
    title: '第2条（登録）',
    items: [
      '情報提供事業者として利用を希望する者は、本規約に同意のうえ、所定の方法で登録を申請するものとします。',
      '運営者は申請内容を審査し、承認した事業者に対して、管理できる機器の種類を設定します。',
      '申請内容に虚偽があった場合、運営者は承認を取り消し、または利用を停止することがあります。',
    ],
  },
  {
    title: '第3条（登録情報の正確性）',
    items: [
      '情報提供事業者は、登録する機器情報が第三者機関の評価・認証結果に基づく正確なものであることを保証します。',
      '登録情報に誤りがあることが判明した場合、情報提供事業者は速やかに訂正または公開の取消を行うものとします。',
    ],
  },
  {
    title: '第4条（アカウントの管理）',
    items: [
      'ログイン用パスワードおよびファイルアップロード用パスワードは、情報提供事業者の責任で管理してください。',
      '担当者の異動等があった場合は、速やかにユーザー情報を更新してください。',
    ],
  },
  {
    title: '第5条（禁止事項）',
    items: ['虚偽の情報の登録、他の事業者へのなりすまし、本ポータルの運営を妨げる行為を禁止します。'],
  },
  {
    title: '第6条（利用の停止）',
    items: ['運営者は、本規約に違反した事業者の利用を、事前の通知なく停止することができます。'],
  },
  {
    title: '第7条（免責）',
    items: ['運営者は、情報提供事業者が登録した情報の内容について責任を負いません。'],
  },
];

/** /organization/guide: the terms (利用規約); accepting them opens the registration form. */
export function GuidePage() {
  useBreadcrumb([{ label: REGISTRATION_GUIDE_HEADING }]);
  const navigate = useAppNavigate();
  const [agreed, setAgreed] = useState(false);

  return (
    <Page title={REGISTRATION_GUIDE_HEADING} description={PAGE_DESCRIPTIONS.registrationGuide}>
      <Text>
        本ポータルに機器の登録情報を提供するには、情報提供事業者としての登録が必要です。以下の利用規約をお読みいただき、同意のうえ登録へお進みください。登録後、運営者の承認をもってログインできるようになります（承認の結果はメールでお知らせします）。
      </Text>
      <Box
        as="section"
        aria-labelledby="terms-title"
        borderWidth="1px"
        rounded="md"
        p="4"
        maxH="24rem"
        overflowY="auto"
        bg="gray.50"
        tabIndex={0}
      >
        <Heading as="h2" id="terms-title" size="md" mb="3">
          利用規約
        </Heading>
        <Stack gap="3">
          {TERMS.map((section) => (
            <Box key={section.title}>
              <Heading as="h3" size="sm" mb="1">
                {section.title}
              </Heading>
              <List.Root as="ol" ps="5">
                {section.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List.Root>
            </Box>
          ))}
        </Stack>
      </Box>
      <CheckboxField label="利用規約に同意する" checked={agreed} onChange={setAgreed} />
      <Box>
        <Button
          colorPalette="blue"
          disabled={!agreed}
          onClick={() => {
            termsAccepted.set(true);
            void navigate(paths.register.entry());
          }}
        >
          同意して登録へ進む
        </Button>
      </Box>
    </Page>
  );
}

export { GuidePage as Component };
