import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { asOrganization } from './test-fixtures';
import { uploadSession } from './upload-store';
import { PREVIEW_PAGE_SIZE } from './components/upload-preview-table';

function bigSession(rows: number, problems: number[]) {
  const file = new File([new Uint8Array([80, 75, 5, 6])], 'big.zip', { type: 'application/zip' });
  uploadSession.set({
    category: 'electric_heat_pumps',
    fields: { file, passwordType: 'organization', sharedPasswordId: '' },
    noList: [...problems],
    result: {
      file_name: 'big.zip',
      headers: ['ブランド名', '証明書番号'],
      csv: Array.from({ length: rows }, (_, i) => ({ row: i + 1, cells: ['エコ給湯①', `N-${i + 1}`] })),
      errors: problems.map((row) => ({
        row,
        column: '発売予定年月日',
        messages: [`${row}行目の発売予定年月日は必須です`],
      })),
      duplicates: [],
      exists: [],
    },
  });
}

const drawnRows = () => document.querySelectorAll('tr[data-row]');
/** A 250-row preview re-renders after each action: on a loaded two-core machine that took over the default 3 s. */
const SLOW = { timeout: 10_000 };

describe('upload preview of many rows', { timeout: 20_000 }, () => {
  it('draws one page at a time, filters problem rows, skips or clears them in bulk', async () => {
    asOrganization();
    bigSession(250, [5, 230]);
    renderRoute('/organization/electric_heat_pumps/upload/confirm');
    expect(await screen.findByRole('button', { name: '248件を登録する' }, SLOW)).toBeInTheDocument();
    expect(drawnRows()).toHaveLength(PREVIEW_PAGE_SIZE);
    expect(screen.queryByText('230行目の発売予定年月日は必須です')).not.toBeInTheDocument();
    expect(
      screen.getByText(/表示している値が登録される値です（セルの前後の空白・全角スペースは取り除き/),
    ).toBeInTheDocument();

    await userEvent.click(
      within(screen.getAllByRole('navigation', { name: 'ページ送り' })[0]!).getByRole('button', { name: '3ページ' }),
    );
    expect(await screen.findByText('230行目の発売予定年月日は必須です', {}, SLOW)).toBeInTheDocument();
    expect(drawnRows()).toHaveLength(50);

    await userEvent.click(screen.getByText('問題のある行のみ表示（2行）'));
    await waitFor(() => expect([...drawnRows()].map((r) => r.getAttribute('data-row'))).toEqual(['5', '230']), SLOW);

    await userEvent.click(screen.getByRole('button', { name: 'スキップをすべて解除' }));
    expect(await screen.findByRole('button', { name: '250件を登録する' }, SLOW)).toBeInTheDocument();
    expect(uploadSession.get().noList).toEqual([]);

    await userEvent.click(screen.getByLabelText('5行目をスキップ'));
    expect(await screen.findByRole('button', { name: '249件を登録する' }, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '問題のある行をすべてスキップ' }));
    expect(await screen.findByRole('button', { name: '248件を登録する' }, SLOW)).toBeInTheDocument();
    expect(uploadSession.get().noList).toEqual([5, 230]);
  });
});
