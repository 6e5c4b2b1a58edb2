// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { choices, InProductForm, initEnglish, mug } from '../product-form.fixtures.tsx';
import { PropertyTexts } from './property-texts.tsx';

beforeAll(initEnglish);
afterEach(cleanup);

describe('PropertyTexts', () => {
  it('shows the German and Chinese names of the SKUs’ properties and values, and keeps what is typed', async () => {
    const user = userEvent.setup();
    let values: unknown;
    render(
      <InProductForm product={mug}>
        {(form) => {
          values = form.watch('propertyTexts');
          return <PropertyTexts form={form} choices={choices} />;
        }}
      </InProductForm>,
    );
    expect(screen.getByRole('rowheader', { name: 'Colour' })).toBeTruthy();
    const red = screen.getByRole('textbox', { name: 'Colour: Red Deutsch' });
    expect(red).toHaveProperty('value', 'Red (de)');
    expect(screen.getByRole('textbox', { name: 'Colour 中文' })).toHaveProperty('value', 'Colour (zh)');
    await user.clear(red);
    await user.type(red, 'Rot');
    expect(red).toHaveProperty('value', 'Rot');
    expect(values).toEqual([{ key: 'v:colour:red', de: 'Rot', zh: 'Red (zh)' }]);
  });

  it('shows nothing for a product whose SKUs name no properties', () => {
    const single = { ...mug, skus: [{ ...mug.skus[0]!, properties: [] }] };
    const { container } = render(
      <InProductForm product={single}>{(form) => <PropertyTexts form={form} choices={choices} />}</InProductForm>,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
