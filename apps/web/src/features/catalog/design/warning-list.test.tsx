// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initDesignTexts } from './design-texts.fixtures.ts';
import { WarningList } from './warning-list.tsx';

beforeAll(initDesignTexts);
afterEach(cleanup);

const none = { outside: 0, lowDpi: null, colours: null };
const shown = () => screen.getByTestId('design-warnings').textContent;

describe('WarningList', () => {
  it('says nothing of an empty design, and that a design without problems is ready to print', () => {
    const { rerender } = render(<WarningList warnings={none} empty methodName="Screen print" />);
    expect(shown()).toBe('');
    rerender(<WarningList warnings={none} empty={false} methodName="Screen print" />);
    expect(shown()).toBe('Ready to print: everything is inside the print area.');
  });

  it('names each problem: objects cut off, too few dpi, too many colours for the method', () => {
    render(<WarningList warnings={{ outside: 2, lowDpi: 150, colours: { count: 5, max: 4 } }} empty={false} methodName="Screen print" />);
    expect(screen.getByText('2 elements reach outside the print area and will be cut off.')).toBeTruthy();
    expect(screen.getByText(/only 150 dpi at the printed size; printing needs 300 dpi/)).toBeTruthy();
    expect(screen.getByText('5 colours: Screen print prints at most 4. Use fewer colours or choose digital print.')).toBeTruthy();
    expect(screen.queryByText(/Ready to print/)).toBeNull();
  });
});
