import { describe, expect, it } from 'vitest';
import { asPosition, parseCoordinates } from './coordinates.ts';

describe('parseCoordinates', () => {
  it('reads coordinate text', () => {
    expect(parseCoordinates('-15.7942, -47.8822')).toEqual({ position: [-15.7942, -47.8822], fromUrl: false });
    expect(parseCoordinates('-23.5 -46.6')).toEqual({ position: [-23.5, -46.6], fromUrl: false });
  });

  it('reads Google Maps links', () => {
    expect(parseCoordinates('https://www.google.com/maps/@-22.9519,-43.2105,15z')?.position).toEqual([
      -22.9519, -43.2105,
    ]);
    expect(
      parseCoordinates(
        'https://www.google.com/maps/place/Cristo/@-22.95,-43.21,17z/data=!3m1!4b1!4m6!3m5!8m2!3d-22.9519!4d-43.2105',
      )?.position,
    ).toEqual([-22.9519, -43.2105]);
    expect(parseCoordinates('https://maps.google.com/?q=-3.7319%2C-38.5267')).toEqual({
      position: [-3.7319, -38.5267],
      fromUrl: true,
    });
  });

  it('refuses text without valid coordinates', () => {
    expect(parseCoordinates('https://maps.app.goo.gl/abc')).toBeNull();
    expect(parseCoordinates('95, 10')).toBeNull();
    expect(parseCoordinates('10, 181')).toBeNull();
    expect(parseCoordinates('Rua das Flores, 10')).toBeNull();
  });
});

describe('asPosition', () => {
  it('accepts only a latitude and longitude pair', () => {
    expect(asPosition([-15.8, -47.86])).toEqual([-15.8, -47.86]);
    expect(asPosition(['-15.8', '-47.86'])).toEqual([-15.8, -47.86]);
    expect(asPosition(null)).toBeNull();
    expect(asPosition([1])).toBeNull();
    expect(asPosition([100, 0])).toBeNull();
  });
});
