import { Box, Grid, Heading, Table, Text } from '@chakra-ui/react';
import { ScrollTable } from '@/components/ui/scroll-table';
import { formatDateTime } from '@/lib/format-date';
import type { ReactNode } from 'react';
import type { OrganizationProfileValues, UserValues } from '../forms/schemas';
import { BELONG_TO_LABELS, managedLabels, ORGANIZATION_TYPE_LABELS, type ManagerFlags } from '../labels';

/** A two-column definition list for detail and confirm screens. */
export function Summary({ rows, title }: { rows: [string, ReactNode][]; title?: string }) {
  return (
    <Box>
      {title ? (
        <Heading as="h2" size="md" mb="2">
          {title}
        </Heading>
      ) : null}
      <Grid as="dl" templateColumns={{ base: '1fr', md: '14rem 1fr' }} borderTopWidth="1px">
        {rows.map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" fontWeight="bold" bg="gray.50" px="3" py="2" borderBottomWidth="1px">
              {label}
            </Text>
            <Text as="dd" px="3" py="2" borderBottomWidth="1px" whiteSpace="pre-wrap">
              {value === '' || value === null || value === undefined ? '—' : value}
            </Text>
          </Box>
        ))}
      </Grid>
    </Box>
  );
}

export function profileRows(
  values: OrganizationProfileValues & { zipPassword?: string },
  flags?: ManagerFlags | null,
): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['事業者名', values.name],
    ['事業者区分', ORGANIZATION_TYPE_LABELS[values.type] ?? values.type],
    ['郵便番号', values.postcode],
    ['住所', values.address],
    ['電話番号', values.tel],
    ['協会への所属', BELONG_TO_LABELS[values.belongTo] ?? values.belongTo],
  ];
  if (values.zipPassword !== undefined)
    rows.push(['ファイルアップロード用パスワード', '●'.repeat(Math.min(values.zipPassword.length, 12))]);
  rows.push(['連絡事項', values.message]);
  if (flags) rows.push(['管理できる機器', managedLabels(flags)]);
  return rows;
}

/** Editing oneself (`self`) shows no password row: one's own password changes on /password. */
export function userRows(values: UserValues, { self = false }: { self?: boolean } = {}): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    ['部署名', values.division],
    ['担当者名', values.name],
    ['電話番号', values.tel],
    ['メールアドレス', values.email],
  ];
  if (!self)
    rows.push(['パスワード', values.password ? '●'.repeat(Math.min(values.password.length, 12)) : '（変更しない）']);
  return rows;
}

export interface UserRow {
  id: number;
  division: string;
  name: string;
  tel: string;
  email: string;
  /** Set by 10 failed sign-ins in a row: the user cannot sign in until a reset, a new password or an unlock. */
  lockedAt?: string | null;
}

export function UsersTable({ users, actions }: { users: UserRow[]; actions?: (user: UserRow) => ReactNode }) {
  return (
    <ScrollTable label="担当者">
      <Table.Root size="sm" variant="outline" aria-label="担当者">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>部署名</Table.ColumnHeader>
            <Table.ColumnHeader>担当者名</Table.ColumnHeader>
            <Table.ColumnHeader>電話番号</Table.ColumnHeader>
            <Table.ColumnHeader>メールアドレス</Table.ColumnHeader>
            <Table.ColumnHeader>状態</Table.ColumnHeader>
            {actions ? <Table.ColumnHeader>操作</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {users.map((user) => (
            <Table.Row key={user.id}>
              <Table.Cell>{user.division}</Table.Cell>
              {/* A name, a number and an address read whole; the frame scrolls instead (03-/5401-/2211 at 375 px). */}
              <Table.Cell whiteSpace="nowrap">{user.name}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{user.tel}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{user.email}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {user.lockedAt ? (
                  <Text as="span" color="fg.error" fontWeight="bold">
                    ロック中（{formatDateTime(user.lockedAt)}から）
                  </Text>
                ) : (
                  '—'
                )}
              </Table.Cell>
              {actions ? <Table.Cell whiteSpace="nowrap">{actions(user)}</Table.Cell> : null}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollTable>
  );
}
