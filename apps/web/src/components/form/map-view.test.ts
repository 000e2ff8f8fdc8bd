import { describe, expect, it } from 'vitest';
import { describePosition, initialMapView, pickedPosition, tileAttribution } from './map-view.ts';

describe('initialMapView', () => {
  it('opens on the whole country at zoom 4 without a position', () => {
    expect(initialMapView(null)).toEqual({ center: [-15.8, -47.86], zoom: 4 });
  });

  it('opens on the stored position at zoom 14', () => {
    expect(initialMapView([-23.5613, -46.6565])).toEqual({ center: [-23.5613, -46.6565], zoom: 14 });
  });
});

describe('pickedPosition', () => {
  it('keeps six decimals of a click', () => {
    expect(pickedPosition(-23.561348123456, -46.65651299999)).toEqual([-23.561348, -46.656513]);
  });

  it('brings a longitude from a repeated world back into -180..180', () => {
    expect(pickedPosition(-22.9, -43.2 + 360)).toEqual([-22.9, -43.2]);
    expect(pickedPosition(-22.9, -43.2 - 720)).toEqual([-22.9, -43.2]);
    expect(pickedPosition(10, 180)).toEqual([10, 180]);
    expect(pickedPosition(10, -180)).toEqual([10, -180]);
  });

  it('never stores a latitude beyond the poles, nor a negative zero', () => {
    expect(pickedPosition(91, 0)).toEqual([90, 0]);
    expect(pickedPosition(-95, 0)).toEqual([-90, 0]);
    expect(Object.is(pickedPosition(-0.0000001, 0)[0], 0)).toBe(true);
  });
});

describe('describePosition', () => {
  it('says where the marker is, or that there is none', () => {
    expect(describePosition([-3.7319, -38.5267])).toBe('Latitude -3.7319, longitude -38.5267');
    expect(describePosition(null)).toBe('Nenhuma localização marcada.');
  });
});

describe('tileAttribution', () => {
  it('credits OpenStreetMap on its tiles only', () => {
    expect(tileAttribution('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toContain('OpenStreetMap');
    expect(tileAttribution('https://tiles.example.com/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
