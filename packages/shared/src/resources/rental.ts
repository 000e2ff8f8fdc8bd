import { z } from 'zod';
import { UF_CODES } from '../domain/brazil.ts';
import { MSG } from '../validation/messages.ts';
import { zBool, zCents, zCep, zEnum, zId, zInt, zText, zTime } from '../validation/zod-fields.ts';
import { ufOptions, zPosition } from './company.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterNumber, zFilterText } from './resource-schema.ts';

export const RENTAL_MAX_IMAGES = 10;
/** Monday to Sunday, then the holiday price (backoffice §3). */
export const PRICE_SLOT_LABELS = ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo', 'Feriados'];
const MAX_CENTS = 100_000_000;

const missingOr = (message: string) => (issue: { input: unknown }) =>
  issue.input == null || String(issue.input).trim() === '' ? MSG.required : message;

export const zRentalImages = z
  .array(z.string({ error: MSG.invalid }).trim().min(1, MSG.invalid).max(500, MSG.tooLong(500)), {
    error: missingOr(MSG.invalid),
  })
  .min(1, MSG.notEmptyGallery)
  .max(RENTAL_MAX_IMAGES, `Adicione no máximo ${RENTAL_MAX_IMAGES} imagens`);

export const zPricesByDay = z
  .array(z.number({ error: MSG.invalid }).int(MSG.notInteger).min(0, MSG.invalid).max(MAX_CENTS, MSG.invalid), {
    error: missingOr(MSG.invalid),
  })
  .length(PRICE_SLOT_LABELS.length, 'Informe os 8 preços: segunda a domingo e feriados');

/** Service fee percentage: 0 to 100 with at most two decimals. */
export const zTaxPercent = z.preprocess(
  (v) => v ?? 0,
  z
    .number({ error: MSG.invalid })
    .min(0, MSG.invalid)
    .max(100, 'Deve ser no máximo 100%')
    .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'Use no máximo duas casas decimais'),
);

const longText = () => zText({ max: 5000 });

const rentalFields = {
  name: zText({ required: true }),
  maxNumPeople: zInt({ min: 1, max: 1000 }),
  checkinTime: zTime(),
  checkoutTime: zTime(),
  useDefaultPrice: zBool({ default: false }),
  defaultPrice: zCents({ required: true, max: MAX_CENTS }),
  tax: zTaxPercent,
  pricesByDay: zPricesByDay,
  description: longText(),
  images: zRentalImages,
  diferentials: longText(),
  conveniences: longText(),
  securityText: longText(),
  cleaningText: longText(),
  cancelingText: longText(),
  conditionsText: longText(),
  cancelingRule: longText(),
  cep: zCep(),
  logradouro: zText(),
  number: zText({ max: 20 }),
  complement: zText(),
  neibor: zText(),
  city: zText(),
  uf: zEnum(UF_CODES),
  addressPosition: zPosition,
  companyId: zId(),
};

export const ZRentalCreate = z.object(rentalFields).strict();
export const ZRentalUpdate = updateSchemaOf(ZRentalCreate);
export type TRentalCreate = z.infer<typeof ZRentalCreate>;

export const ZRentalFilters = z.object({
  companyId: zFilterId,
  tax: zFilterNumber,
  defaultPrice: zFilterNumber,
  name: zFilterText,
});

export const rentalView: TResourceView = {
  resource: 'rentals',
  permission: 'RENTAL',
  title: 'Hospedagens',
  singularTitle: 'Hospedagem',
  listRoute: '/rentals',
  formRoute: '/rental',
  labelKey: 'name',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'name', title: 'Nome', sortable: true },
    { key: 'defaultPrice', title: 'Preço padrão', format: 'currency', sortable: true },
    { key: 'tax', title: 'Taxa de serviço (%)', format: 'decimal', sortable: true },
    { key: 'maxNumPeople', title: 'Máx. de pessoas', format: 'integer', sortable: true },
    { key: 'city', title: 'Cidade', sortable: true },
    { key: 'uf', title: 'UF', sortable: true, hiddenByDefault: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
    { key: 'dtCreated', title: 'Criado em', format: 'datetime', sortable: true, hiddenByDefault: true },
  ],
  filters: [
    { property: 'name', title: 'Nome', type: 'string' },
    { property: 'defaultPrice', title: 'Preço padrão', type: 'currency' },
    { property: 'tax', title: 'Taxa de serviço (%)', type: 'integer', decimals: 2 },
    companyField(),
  ],
  steps: ['Dados', 'Preços', 'Fotos', 'Textos', 'Endereço'],
  fields: [
    { property: 'name', title: 'Nome', type: 'string', required: true, step: 0 },
    { property: 'maxNumPeople', title: 'Máximo de pessoas', type: 'integer', step: 0 },
    { property: 'checkinTime', title: 'Horário de check-in', type: 'string', stringKind: 'time', step: 0 },
    { property: 'checkoutTime', title: 'Horário de check-out', type: 'string', stringKind: 'time', step: 0 },
    { property: 'description', title: 'Descrição', type: 'string', stringKind: 'multiline', step: 0 },
    companyField({ required: true, step: 0 }),
    { property: 'defaultPrice', title: 'Preço padrão da diária', type: 'currency', required: true, step: 1 },
    { property: 'useDefaultPrice', title: 'Usar o preço padrão em todos os dias', type: 'boolean', step: 1 },
    {
      property: 'pricesByDay',
      title: 'Preço da diária por dia da semana',
      type: 'pricesByDay',
      required: true,
      step: 1,
    },
    { property: 'tax', title: 'Taxa de serviço (%)', type: 'integer', decimals: 2, step: 1 },
    {
      property: 'images',
      title: 'Fotos',
      type: 'gallery',
      required: true,
      maxItems: RENTAL_MAX_IMAGES,
      step: 2,
    },
    {
      property: 'diferentials',
      title: 'Diferenciais (um por linha)',
      type: 'string',
      stringKind: 'multiline',
      step: 3,
    },
    {
      property: 'conveniences',
      title: 'Comodidades (uma por linha)',
      type: 'string',
      stringKind: 'multiline',
      step: 3,
    },
    { property: 'securityText', title: 'Segurança', type: 'string', stringKind: 'multiline', step: 3 },
    { property: 'cleaningText', title: 'Limpeza', type: 'string', stringKind: 'multiline', step: 3 },
    { property: 'cancelingText', title: 'Cancelamento', type: 'string', stringKind: 'multiline', step: 3 },
    { property: 'conditionsText', title: 'Condições', type: 'string', stringKind: 'multiline', step: 3 },
    { property: 'cancelingRule', title: 'Regra de cancelamento', type: 'string', stringKind: 'multiline', step: 3 },
    { property: 'cep', title: 'CEP', type: 'string', stringKind: 'cep', step: 4 },
    { property: 'logradouro', title: 'Logradouro', type: 'string', step: 4 },
    { property: 'number', title: 'Número', type: 'string', step: 4 },
    { property: 'complement', title: 'Complemento', type: 'string', step: 4 },
    { property: 'neibor', title: 'Bairro', type: 'string', step: 4 },
    { property: 'city', title: 'Cidade', type: 'string', step: 4 },
    { property: 'uf', title: 'UF', type: 'options', options: ufOptions, step: 4 },
    { property: 'addressPosition', title: 'Localização no mapa', type: 'position', step: 4 },
  ],
};

export const rentalColumns: TResourceColumn[] = rentalView.columns;
