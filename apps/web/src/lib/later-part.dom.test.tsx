// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laterPart } from './later-part.ts';

const Part = () => <p>the part</p>;

/** A page that asks for the part on a press, as the cart button opens the drawer. */
function harness(usePart: (wanted: boolean) => typeof Part | null) {
  return function Page() {
    const [wanted, setWanted] = useState(false);
    const Loaded = usePart(wanted);
    return (
      <>
        <button type="button" onClick={() => setWanted(true)}>
          open
        </button>
        {Loaded ? <Loaded /> : <p>nothing yet</p>}
      </>
    );
  };
}

let idle: (() => void)[] = [];
const runIdle = () => {
  for (const task of idle) task();
};
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a part kept out of the first load', () => {
  it('is not there at the first render, and is fetched once the page is idle', async () => {
    const load = vi.fn(async () => Part);
    const Page = harness(laterPart(load, () => undefined));
    render(<Page />);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await act(async () => runIdle());
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is fetched at once when asked for before the page was idle', async () => {
    const load = vi.fn(async () => Part);
    const Page = harness(laterPart(load, () => undefined));
    render(<Page />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('the part')).toBeTruthy();
    // The idle fetch that follows finds it fetched.
    await act(async () => runIdle());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed download when asked for, and tries again the next time', async () => {
    const load = vi.fn<() => Promise<typeof Part>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Part);
    const onFailure = vi.fn();
    const usePart = laterPart(load, onFailure);
    const Page = harness(usePart);
    const first = render(<Page />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(screen.getByText('nothing yet')).toBeTruthy();
    first.unmount();
    render(<Page />);
    await act(async () => screen.getByRole('button', { name: 'open' }).click());
    expect(await screen.findByText('the part')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
