import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper.tsx';

describe('QuantityStepper', () => {
  it('is disabled in the server’s HTML, so a number typed before hydration is never silently reset', () => {
    const html = renderToString(<QuantityStepper value={1} max={10} onChange={() => {}} />);
    expect(html.match(/disabled=""/g)).toHaveLength(3);
  });
});
