// @vitest-environment happy-dom
import { ORDER_TYPE, PRINT_STATUS } from '@shop/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initEnglish, order } from '../order.fixtures.ts';
import { ArtworkService } from './artwork-service.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

const logoLine = (printStatus: number | null) => ({
  ...order.items[0]!,
  orderType: ORDER_TYPE.custom,
  spuId: 1027,
  skuId: 5,
  count: 30,
  size: '2',
  locationId: '1',
  decoratingMethod: '1',
  printStatus,
});

const renderService = (printStatus: number | null, open = true) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ArtworkService line={logoLine(printStatus)} open={open} orderKey={undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('ArtworkService', () => {
  it('offers the artwork service and the design editor for the line while its print data is missing, incorrect or not approved', () => {
    for (const status of [null, PRINT_STATUS.incorrect, PRINT_STATUS.checkedNormal]) {
      renderService(status);
      expect(screen.getByRole('button', { name: 'Let us prepare the artwork' })).toBeTruthy();
      expect(screen.getByLabelText('Notes for our designers (optional)')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Or make a design in the online editor' }).getAttribute('href')).toBe(
        '/customDesign?spuId=1027&skuId=5&locationId=1&size=2&method=1&count=30',
      );
      cleanup();
    }
  });

  it('says the artwork is in preparation, and offers nothing once approved or when the order is closed', () => {
    renderService(PRINT_STATUS.artworkInPreparation);
    expect(screen.getByTestId('artwork-in-preparation').textContent).toContain('Our designers are preparing your artwork');
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderService(PRINT_STATUS.aboutToPrint);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderService(null, false);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
