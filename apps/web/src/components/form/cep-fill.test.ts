import { companyView, rentalView, type TFieldDescriptor } from '@estadia/shared';
import { describe, expect, it } from 'vitest';
import { cepMapView, cepToLookUp, fillFromCep, geocodeQuery, hasPositionField, stillHoldsCep } from './cep-fill.ts';

const cepField: TFieldDescriptor = { property: 'cep', title: 'CEP', type: 'string', stringKind: 'cep' };
const ADDRESS = { cep: '01001-000', logradouro: 'Praça da Sé', neibor: 'Sé', city: 'São Paulo', uf: 'SP' };

describe('cepToLookUp', () => {
  it('asks the lookup when a CEP field gets its eighth digit', () => {
    expect(cepToLookUp(cepField, '01001-00', '01001-000')).toBe('01001000');
    expect(cepToLookUp(cepField, '', '01001000')).toBe('01001000');
  });

  it('does not ask for an incomplete or impossible CEP, nor again for the same one', () => {
    expect(cepToLookUp(cepField, '0100', '01001-0')).toBeNull();
    expect(cepToLookUp(cepField, '00000-00', '00000-000')).toBeNull();
    expect(cepToLookUp(cepField, '01001000', '01001-000')).toBeNull();
  });

  it('ignores other fields, even with eight digits', () => {
    expect(cepToLookUp({ property: 'number', title: 'Número', type: 'string' }, '', '01001000')).toBeNull();
    expect(cepToLookUp(undefined, '', '01001000')).toBeNull();
  });
});

describe('stillHoldsCep', () => {
  it('drops the answer of a CEP the user has changed since', () => {
    expect(stillHoldsCep({ cep: '01001-000' }, 'cep', '01001000')).toBe(true);
    expect(stillHoldsCep({ cep: '20040-02' }, 'cep', '01001000')).toBe(false);
  });
});

describe('fillFromCep', () => {
  it('fills street, neighbourhood, city and state of the rental form', () => {
    const values = { cep: '01001-000', logradouro: '', number: '10', neibor: '', city: '', uf: null };
    expect(fillFromCep(rentalView.fields, values, ADDRESS)).toEqual({
      cep: '01001-000',
      logradouro: 'Praça da Sé',
      number: '10',
      neibor: 'Sé',
      city: 'São Paulo',
      uf: 'SP',
    });
  });

  it('keeps what the user typed where the answer is empty (a city with a single CEP has no street)', () => {
    const values = { cep: '78175-000', logradouro: 'Rua Principal', neibor: 'Centro', city: '', uf: null };
    const filled = fillFromCep(rentalView.fields, values, {
      ...ADDRESS,
      logradouro: '',
      neibor: '',
      city: 'Poconé',
      uf: 'MT',
    });
    expect(filled).toMatchObject({ logradouro: 'Rua Principal', neibor: 'Centro', city: 'Poconé', uf: 'MT' });
  });

  it('fills only the fields the form has, and no state its options lack', () => {
    const fields: TFieldDescriptor[] = [
      cepField,
      { property: 'city', title: 'Cidade', type: 'string' },
      { property: 'uf', title: 'UF', type: 'options', options: [{ value: 'RJ', label: 'RJ' }] },
    ];
    expect(fillFromCep(fields, { cep: '01001-000', city: '', uf: null }, ADDRESS)).toEqual({
      cep: '01001-000',
      city: 'São Paulo',
      uf: null,
    });
  });

  it('gives back the same values when nothing changes', () => {
    const values = { logradouro: 'Praça da Sé', neibor: 'Sé', city: 'São Paulo', uf: 'SP' };
    expect(fillFromCep(rentalView.fields, values, ADDRESS)).toBe(values);
  });
});

describe('geocodeQuery', () => {
  it('asks for the street in its city and state, with the CEP, in Brazil', () => {
    expect(geocodeQuery(ADDRESS)).toBe('Praça da Sé, São Paulo - SP, 01001-000, Brasil');
  });

  it('asks for the city and state alone when the CEP has no street (a town with a single CEP)', () => {
    expect(geocodeQuery({ cep: '78175-000', logradouro: ' ', neibor: '', city: 'Poconé', uf: 'MT' })).toBe(
      'Poconé - MT, Brasil',
    );
  });
});

describe('cepMapView', () => {
  it("moves the map to the address's point at zoom 16", () => {
    expect(cepMapView({ latitude: -23.5503099, longitude: -46.6342009 })).toEqual({
      center: [-23.5503099, -46.6342009],
      zoom: 16,
    });
  });

  it('asks again for the same point (the map moves back after the user panned away)', () => {
    const point = { latitude: -23.55, longitude: -46.63 };
    expect(cepMapView(point)).not.toBe(cepMapView(point));
  });
});

describe('hasPositionField', () => {
  it('geocodes only for forms with a map: the rental form has one, the company form none', () => {
    expect(hasPositionField(rentalView.fields)).toBe(true);
    expect(hasPositionField(companyView.fields)).toBe(false);
  });
});
