import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceJsonLd, deviceProduct } from './device-json-ld';

const field = (key: string, label: string, value: string, group: string, unit: string | null = null) => ({
  __typename: 'PublicDeviceField' as const,
  key,
  label,
  unit,
  value,
  group,
});

const device = {
  certificateNumber: 'HP-2025-0005',
  brandName: { __typename: 'BrandName' as const, id: 3, name: '髙橋' },
};

const fields = [
  field('productNumber', '品番', 'RUX-A20', 'identifying'),
  field('systemNumber', 'システム品番', 'SYS-5', 'identifying'),
  field('tankCapacity', '貯湯タンク容量', '370', 'performance', 'L'),
  field('efficiency', '年間給湯保温効率', '3.5', 'performance'),
  field('method', '沸き上げ方式', 'フルオート', 'performance'),
  field('blank', '未記入', ' ', 'performance'),
];

describe('DeviceJsonLd', () => {
  it('describes the device as a schema.org Product: brand, model numbers, certificate and performance values', () => {
    expect(deviceProduct({ device, fields, url: 'https://example.jp/electric_heat_pumps/5' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: '髙橋 RUX-A20 / SYS-5',
      brand: { '@type': 'Brand', name: '髙橋' },
      model: 'RUX-A20 / SYS-5',
      identifier: 'HP-2025-0005',
      additionalProperty: [
        { '@type': 'PropertyValue', name: '貯湯タンク容量', value: 370, unitText: 'L' },
        { '@type': 'PropertyValue', name: '年間給湯保温効率', value: 3.5 },
        { '@type': 'PropertyValue', name: '沸き上げ方式', value: 'フルオート' },
      ],
      url: 'https://example.jp/electric_heat_pumps/5',
    });
  });

  it('names a device without numbers by its brand and leaves out what it lacks', () => {
    const product = deviceProduct({ device, fields: [], url: '/electric_heat_pumps/5' });
    expect(product.name).toBe('髙橋');
    expect(product).not.toHaveProperty('model');
    expect(product).not.toHaveProperty('additionalProperty');
  });

  it('renders a JSON-LD script that no value can close, and that reads back as the same data', () => {
    const hostile = { ...device, brandName: { ...device.brandName, name: '</script><script>alert(1)</script><!--' } };
    const { container } = render(<DeviceJsonLd device={hostile} fields={fields} url="/electric_heat_pumps/5" />);
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    const script = scripts[0]!;
    expect(script).toHaveAttribute('type', 'application/ld+json');
    expect(script.innerHTML).not.toContain('<');
    expect(script.innerHTML).toContain('\\u003c/script>');
    expect(JSON.parse(script.textContent ?? '')).toEqual(
      deviceProduct({ device: hostile, fields, url: '/electric_heat_pumps/5' }),
    );
  });
});
