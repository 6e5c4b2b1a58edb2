// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { SplitList } from './split-list.tsx';

beforeAll(initI18n);
afterEach(cleanup);

const rows = [
  { id: 1, subject: 'Where is my parcel?' },
  { id: 2, subject: 'Invoice address' },
];

function Inbox({ total = 2 }: { total?: number }) {
  const [selected, setSelected] = useState(0);
  const [pageNo, setPageNo] = useState(1);
  return (
    <SplitList
      columns={[{ key: 'subject', header: 'Subject', cell: (r) => r.subject }]}
      data={{ list: rows, total }}
      rowKey={(r) => r.id}
      loading={false}
      page={{ pageNo, pageSize: 2 }}
      onPage={setPageNo}
      selected={selected}
      onSelect={(r) => setSelected(r.id)}
      detail={(id) => <h2>Message {id}</h2>}
      hint="Pick a message"
      empty="No messages"
    />
  );
}

describe('a paged list with the picked row beside it', () => {
  it('says what to do until a row is picked, then shows that row’s detail', async () => {
    render(<Inbox />);
    expect(screen.getByText('Pick a message')).toBeTruthy();
    await userEvent.click(screen.getByText('Invoice address'));
    expect(screen.getByRole('heading', { name: 'Message 2' })).toBeTruthy();
    expect(screen.queryByText('Pick a message')).toBeNull();
  });

  it('pages through the list', async () => {
    render(<Inbox total={5} />);
    expect(screen.getByText('1–2 of 5')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('3–4 of 5')).toBeTruthy();
  });
});
