// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initEnglish } from '../product.fixtures.ts';
import { BuyBar } from './buy-bar.tsx';

beforeAll(initEnglish);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What the page's observer is told, to move the buttons on and off screen. */
let report: (visible: boolean) => void = () => undefined;
class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    report = (visible) => callback([{ isIntersecting: visible }]);
  }
  observe() {}
  disconnect() {}
}

function Page() {
  const actions = useRef<HTMLDivElement>(null);
  return (
    <>
      <div ref={actions}>Buttons</div>
      <BuyBar actionsRef={actions}>
        <button type="button">Add to cart</button>
      </BuyBar>
    </>
  );
}

describe('BuyBar', () => {
  it("on a phone, shows the bar while the page's own buttons are off screen", () => {
    vi.stubGlobal('navigator', { ...navigator, userAgent: 'Mozilla/5.0 (iPhone)' });
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Page />);
    expect(screen.queryByRole('region', { name: 'Add to cart' })).toBeNull();
    act(() => report(false));
    expect(screen.getByRole('region', { name: 'Add to cart' })).toBeTruthy();
    act(() => report(true));
    expect(screen.queryByRole('region', { name: 'Add to cart' })).toBeNull();
  });

  it('never shows on a wide screen', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Page />);
    act(() => report(false));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
