import { describe, expect, it } from 'vitest';
import { fitStage } from './design-model.ts';

/** A print area of 300 × 200 picture pixels, 60 × 40 mm, at (100, 50) on an 800 × 600 px picture. */
const area = { locationId: '1', picUrl: '', x: 100, y: 50, width: 300, height: 200, widthMm: 60, heightMm: 40 };
const picture = { width: 800, height: 600 };

describe('fitStage', () => {
  it('shows the whole picture when that already makes the print area fill half the stage, centred on the area', () => {
    // The picture is 160 × 120 mm: 0.96 of a 400 × 300 px stage is 2.4 px per mm; half the stage over the area would be 3.33.
    const view = fitStage(area, picture, { width: 400, height: 300 }, 1);
    expect(view.scale).toBeCloseTo(3.3333, 3);
    expect(view.x).toBeCloseTo(200 - 30 * view.scale, 6);
    expect(view.y).toBeCloseTo(150 - 20 * view.scale, 6);
  });

  it('brings the picture at most 1.6 times closer, and zooms by the level', () => {
    // A small area (100 px, 20 mm) of a 160 × 120 mm picture: the whole picture is 6 px per mm, the
    // area over half the stage would be 25; 1.6 times closer is 9.6.
    const small = { ...area, width: 100, height: 65, widthMm: 20, heightMm: 13 };
    const whole = fitStage(small, picture, { width: 1000, height: 750 }, 1);
    expect(whole.scale).toBeCloseTo(9.6, 6);
    const zoomed = fitStage(small, picture, { width: 1000, height: 750 }, 2);
    expect(zoomed.scale).toBeCloseTo(whole.scale * 2, 6);
    // Zoomed on the print area's centre: it stays in the middle of the stage.
    expect(zoomed.x + 10 * zoomed.scale).toBeCloseTo(500, 6);
    expect(zoomed.y + 6.5 * zoomed.scale).toBeCloseTo(375, 6);
  });
});
