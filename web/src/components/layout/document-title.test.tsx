import { act, render, waitFor } from '@testing-library/react';
import { useCallback, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { titleFor } from '@rules/page-titles';
import { useDocumentTitleFromHeading } from './document-title';

function Screen({ heading }: { heading: string | null }) {
  const ref = useRef<HTMLElement>(null);
  useDocumentTitleFromHeading(useCallback(() => ref.current, []));
  return <main ref={ref}>{heading ? <h1>{heading}</h1> : <p>読み込み中</p>}</main>;
}

describe('document title from the screen heading', () => {
  it('names the page and the site, the heading alone when it names the site, and the site alone without a heading', () => {
    expect(titleFor(' コージェネレーション設備\n一覧 ')).toBe(
      'コージェネレーション設備 一覧 | 省エネ設備 登録情報ポータル',
    );
    expect(titleFor(null)).toBe('省エネ設備 登録情報ポータル');
    expect(titleFor('省エネ設備 登録情報ポータル（住宅版）')).toBe('省エネ設備 登録情報ポータル（住宅版）');
  });

  it('follows the heading as the screen loads and changes', async () => {
    function Harness() {
      const [heading, setHeading] = useState<string | null>(null);
      return (
        <>
          <button onClick={() => setHeading('太陽熱利用システム一覧')}>load</button>
          <Screen heading={heading} />
        </>
      );
    }
    const { getByRole } = render(<Harness />);
    expect(document.title).toBe('省エネ設備 登録情報ポータル');
    await act(async () => getByRole('button').click());
    // The heading's observer reports the change after the commit.
    await waitFor(() => expect(document.title).toBe('太陽熱利用システム一覧 | 省エネ設備 登録情報ポータル'));
  });
});
