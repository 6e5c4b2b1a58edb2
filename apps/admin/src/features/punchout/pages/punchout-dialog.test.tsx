// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishPages, fakeApi, renderRoutes, type Sent } from '../../../lib/fake-api.fixtures.tsx';
import { PunchoutDialog } from './punchout-dialog.tsx';

const requests: Sent[] = [];

englishPages();

describe('the punchout organisation dialog', () => {
  it('saves where the order mails go and in which language', async () => {
    fakeApi(
      {
        'member/company/page': { list: [{ id: 7, name: 'Procuring AG' }], total: 1 },
        'product/category/list': [],
        'promotion/punchout/create': 1,
      },
      requests,
    );
    renderRoutes('/punchout', { '/punchout': <PunchoutDialog punchout={null} onClose={() => undefined} /> });
    await userEvent.type(screen.getByLabelText('Name'), 'Procuring AG');
    await userEvent.type(screen.getByLabelText('OCI user name (USERNAME)'), 'procuring');
    await userEvent.type(screen.getByLabelText('OCI password (PASSWORD)'), 'secret-1');
    await screen.findByRole('option', { name: 'Procuring AG' });
    await userEvent.selectOptions(screen.getByLabelText('Company (prices, terms, orders)'), '7');
    await userEvent.type(screen.getByLabelText('Order mail address'), 'purchasing@procuring.example');
    await userEvent.selectOptions(screen.getByLabelText('Language of its mails and invoices'), 'German');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(requests.find((r) => r.path === 'promotion/punchout/create')?.body).toMatchObject({
        name: 'Procuring AG',
        companyId: 7,
        orderMail: 'purchasing@procuring.example',
        language: 'de',
      }),
    );
  });
});
