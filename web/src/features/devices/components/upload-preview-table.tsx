import { Badge, Box, Button, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { memo, useCallback, useMemo, useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { ScrollTable } from '@/components/ui/scroll-table';
import { OrEmpty } from '@/components/ui/empty-value';
import type { UploadCheckResult } from '../api';

/** Rows drawn at once: a 5,000-row preview stays responsive (one page is a few hundred ms to draw). */
export const PREVIEW_PAGE_SIZE = 100;

type NoteKind = 'error' | 'duplicate' | 'exists';
interface Note {
  kind: NoteKind;
  text: string;
}

const NOTE_LABELS: Record<NoteKind, string> = { error: 'エラー', duplicate: '重複', exists: '登録済' };

/**
 * A cell's message with the value it is about, unless the message already quotes it: on a phone
 * the column is a few screens to the side (「平成31年5月1日」 under 発売予定年月日).
 */
function withValue(message: string, value: string | undefined): string {
  return value && !message.includes(`「${value}」`) ? `${message}（入力値「${value}」）` : message;
}

/** What the check step found per row (errors, duplicates in the file, already registered numbers). */
export function rowNotes(result: UploadCheckResult): Map<number, Note[]> {
  const notes = new Map<number, Note[]>();
  const add = (row: number, kind: NoteKind, text: string) => {
    const list = notes.get(row);
    if (list) list.push({ kind, text });
    else notes.set(row, [{ kind, text }]);
  };
  const cellsOf = new Map(result.csv.map((r) => [r.row, r.cells]));
  result.errors.forEach((e) => {
    const value = cellsOf.get(e.row)?.[result.headers.indexOf(e.column)];
    e.messages.forEach((m) => add(e.row, 'error', withValue(m, value)));
  });
  result.duplicates.forEach((d) =>
    add(d.row, 'duplicate', `証明書番号がファイル内の${d.first_row}行目と重複しています`),
  );
  result.exists.forEach((e) => add(e.row, 'exists', `証明書番号「${e.certificate_number}」は既に登録されています`));
  return notes;
}

interface PreviewRowProps {
  row: UploadCheckResult['csv'][number];
  notes: Note[] | undefined;
  skipped: boolean;
  onToggle: (row: number, skip: boolean) => void;
}

/** One preview row; memoised so ticking a box redraws that row only. */
const PreviewRow = memo(function PreviewRow({ row, notes, skipped, onToggle }: PreviewRowProps) {
  return (
    <Table.Row
      bg={notes ? 'danger.subtle' : undefined}
      data-row={row.row}
      css={notes ? { '& > :first-child': { bg: 'danger.subtle' } } : undefined}
    >
      <Table.Cell fontVariantNumeric="tabular-nums" textAlign="end">
        {row.row}
      </Table.Cell>
      <Table.Cell>
        <Checkbox.Root
          checked={skipped}
          onCheckedChange={(d) => onToggle(row.row, d.checked === true)}
          aria-label={`${row.row}行目をスキップ`}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
        </Checkbox.Root>
      </Table.Cell>
      {/* On a phone the message fits beside the row number and the box, without scrolling sideways. */}
      <Table.Cell minW={{ base: '12rem', md: '16rem' }}>
        {!notes ? (
          <Badge colorPalette="success">問題なし</Badge>
        ) : (
          <Stack gap="1">
            {notes.map((n, i) => (
              <Box key={i}>
                <Badge colorPalette={n.kind === 'error' ? 'danger' : 'caution'} me="1">
                  {NOTE_LABELS[n.kind]}
                </Badge>
                <Text as="span" fontSize="xs">
                  {n.text}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </Table.Cell>
      {row.cells.map((cell, i) => (
        <Table.Cell key={i} whiteSpace="nowrap">
          <OrEmpty>{cell}</OrEmpty>
        </Table.Cell>
      ))}
    </Table.Row>
  );
});

interface UploadPreviewTableProps {
  result: UploadCheckResult;
  noList: number[];
  /** Receives the next skip list (sorted row numbers). */
  onChange: (update: (noList: number[]) => number[]) => void;
}

/**
 * The check result page by page, with a "problem rows only" filter and bulk skip buttons. Rows are
 * memoised on their own skip state, so a toggle redraws one row, not the whole preview.
 */
export function UploadPreviewTable({ result, noList, onChange }: UploadPreviewTableProps) {
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(1);
  const notes = useMemo(() => rowNotes(result), [result]);
  const problemRows = useMemo(() => [...notes.keys()].sort((a, b) => a - b), [notes]);
  const skip = useMemo(() => new Set(noList), [noList]);
  const rows = useMemo(
    () => (onlyProblems ? result.csv.filter((r) => notes.has(r.row)) : result.csv),
    [onlyProblems, result, notes],
  );
  const lastPage = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const shown = rows.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE);

  const toggle = useCallback(
    (row: number, checked: boolean) =>
      onChange((list) => {
        const without = list.filter((r) => r !== row);
        return checked ? [...without, row].sort((a, b) => a - b) : without;
      }),
    [onChange],
  );
  const skipProblems = () => onChange((list) => [...new Set([...list, ...problemRows])].sort((a, b) => a - b));

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Checkbox.Root
          checked={onlyProblems}
          onCheckedChange={(d) => {
            setOnlyProblems(d.checked === true);
            setPage(1);
          }}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>問題のある行のみ表示（{problemRows.length}行）</Checkbox.Label>
        </Checkbox.Root>
        <Button size="sm" variant="outline" disabled={problemRows.length === 0} onClick={skipProblems}>
          問題のある行をすべてスキップ
        </Button>
        <Button size="sm" variant="outline" disabled={noList.length === 0} onClick={() => onChange(() => [])}>
          スキップをすべて解除
        </Button>
      </HStack>
      {/* The cells are the values that will be stored (docs/equipment-fields.md): say what changed. */}
      <Text fontSize="sm">
        表示している値が登録される値です（セルの前後の空白・全角スペースは取り除き、濁点などの分かれた文字は1文字にまとめています。日付は「2026-04-01」の形に、数値は桁区切りのない半角に、有無は「有」「無」に読み替えています）。
      </Text>
      <Pager total={rows.length} page={current} perPage={PREVIEW_PAGE_SIZE} onChange={setPage} linked={false} />
      <ScrollTable label="アップロード内容" maxH="70vh">
        <Table.Root size="sm" stickyHeader aria-label="アップロード内容">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>行</Table.ColumnHeader>
              <Table.ColumnHeader>スキップ</Table.ColumnHeader>
              <Table.ColumnHeader>確認結果</Table.ColumnHeader>
              {result.headers.map((h) => (
                <Table.ColumnHeader key={h} whiteSpace="nowrap">
                  {h}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {shown.map((row) => (
              <PreviewRow
                key={row.row}
                row={row}
                notes={notes.get(row.row)}
                skipped={skip.has(row.row)}
                onToggle={toggle}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollTable>
      {rows.length === 0 ? <Text>問題のある行はありません</Text> : null}
    </Stack>
  );
}
