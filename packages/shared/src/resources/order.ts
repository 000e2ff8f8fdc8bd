import { z } from 'zod';
import { isConsecutive, isValidDay } from '../domain/days.ts';
import { MSG } from '../validation/messages.ts';
import { zDay, zEmail, zEnum, zId, zPhone, zText } from '../validation/zod-fields.ts';
import { companyField, type TResourceView } from './field-descriptor.ts';
import { type TResourceColumn, updateSchemaOf, zFilterId, zFilterText, zQueryList } from './resource-schema.ts';

export const ORDER_STATUSES = ['pending', 'paid', 'canceled'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  pending: 'Pendente',
  paid: 'Pago',
  canceled: 'Cancelado',
};
/** Statuses that hold the nights (a canceled reservation frees them). */
export const HOLDING_STATUSES: readonly TOrderStatus[] = ['pending', 'paid'];

export const MAX_NIGHTS = 366;
export const NOT_CONSECUTIVE = 'As diárias devem ser consecutivas.';

const missingOr = (message: string) => (issue: { input: unknown }) =>
  issue.input == null || String(issue.input).trim() === '' ? MSG.required : message;

/** The nights of a stay: real days, consecutive, one year at most. */
export const zNights = z
  .array(zDay({ required: true }), { error: missingOr(MSG.invalid) })
  .min(1, MSG.notEmpty)
  .max(MAX_NIGHTS, `No máximo ${MAX_NIGHTS} diárias`)
  // Runs even when a night failed zDay (zod keeps checking): invalid days are that night's error, not a gap.
  .refine((days) => !days.every(isValidDay) || isConsecutive(days), NOT_CONSECUTIVE);

/** A guest of the reservation: linked to the company's guest with this id, or e-mail, or created. */
export const ZOrderGuest = z
  .object(
    {
      id: zId(),
      name: zText({ required: true }),
      phone: zPhone({ required: true }),
      email: zEmail({ required: true }),
      // The form's sub-list stamps new items (backoffice §2.5); the server keeps its own timestamps.
      dtCreated: z.string().max(40).nullish(),
      dtUpdated: z.string().max(40).nullish(),
    },
    { error: MSG.invalid },
  )
  .strict();
export type TOrderGuest = z.infer<typeof ZOrderGuest>;

export const ZOrderCreate = z
  .object({
    rentalId: zId({ required: true }),
    status: zEnum(ORDER_STATUSES, { required: true }),
    days: zNights,
    valuesDaily: z
      .array(z.number({ error: MSG.invalid }).int(MSG.notInteger).min(0, MSG.invalid).max(100_000_000, MSG.invalid), {
        error: missingOr(MSG.invalid),
      })
      .max(MAX_NIGHTS),
    clients: z
      .array(ZOrderGuest, { error: missingOr(MSG.invalid) })
      .min(1, MSG.notEmpty)
      .max(50),
    products: z.preprocess(
      (v) => v ?? [],
      z
        .array(z.number({ error: MSG.invalid }).int(MSG.invalid).positive(MSG.invalid), { error: MSG.invalid })
        .max(50, 'No máximo 50 produtos'),
    ),
    companyId: zId(),
  })
  .strict();
export const ZOrderUpdate = updateSchemaOf(ZOrderCreate);
export type TOrderCreate = z.infer<typeof ZOrderCreate>;

export const ZOrderFilters = z.object({
  companyId: zFilterId,
  status: z.enum(ORDER_STATUSES, { error: MSG.invalid }).optional(),
  rentalDescription: zFilterText,
  clients: zFilterText,
  /** Reservations holding any of these nights. */
  days: zQueryList(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MSG.date)).optional(),
});

const statusOptions = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

export const orderView: TResourceView = {
  resource: 'orders',
  permission: 'ORDER',
  title: 'Reservas',
  singularTitle: 'Reserva',
  listRoute: '/orders',
  formRoute: '/order',
  labelKey: 'code',
  columns: [
    { key: 'id', title: 'ID', format: 'integer', sortable: true, hiddenByDefault: true },
    { key: 'code', title: 'Código', sortable: true },
    { key: 'rentalName', title: 'Hospedagem', sortable: true },
    { key: 'checkIn', title: 'Entrada', format: 'date', sortable: true },
    { key: 'checkOut', title: 'Saída', format: 'date', sortable: true },
    { key: 'guestNames', title: 'Hóspedes' },
    { key: 'status', title: 'Situação', format: 'enum', options: ORDER_STATUS_LABELS, sortable: true },
    { key: 'totalValue', title: 'Total', format: 'currency', sortable: true },
    { key: 'companyName', title: 'Empresa', sortable: true, adminOnly: true },
    { key: 'dtCreated', title: 'Criada em', format: 'datetime', sortable: true, hiddenByDefault: true },
  ],
  filters: [
    { property: 'status', title: 'Situação', type: 'options', options: statusOptions },
    { property: 'rentalDescription', title: 'Hospedagem', type: 'string' },
    { property: 'clients', title: 'Hóspede', type: 'string' },
    companyField(),
  ],
  fields: [
    companyField({ required: true }),
    {
      property: 'rentalId',
      title: 'Hospedagem',
      type: 'fk',
      required: true,
      listingForSelect: { resource: 'rentals', labelKey: 'name' },
      dependsOnOtherProp: 'companyId',
    },
    { property: 'days', title: 'Diárias', type: 'dateRange', required: true, dependsOnOtherProp: 'rentalId' },
    {
      property: 'status',
      title: 'Situação',
      type: 'options',
      options: statusOptions,
      required: true,
      defaultValue: 'pending',
    },
    {
      property: 'clients',
      title: 'Hóspedes',
      singularTitle: 'Hóspede',
      type: 'manytomanyfk',
      required: true,
      subProperties: [
        { property: 'name', title: 'Nome', type: 'string', required: true },
        { property: 'phone', title: 'Telefone', type: 'string', stringKind: 'phone', required: true },
        { property: 'email', title: 'E-mail', type: 'string', stringKind: 'email', required: true },
      ],
    },
    {
      property: 'products',
      title: 'Produtos',
      type: 'manytomanyfk',
      listingForSelect: { resource: 'products', labelKey: 'name' },
      dependsOnOtherProp: 'companyId',
    },
    // One price per night, pre-filled from the quote and adjustable; the order screen gives it its price panel.
    { property: 'valuesDaily', title: 'Valores das diárias', type: 'array', required: true },
  ],
};

export const orderColumns: TResourceColumn[] = orderView.columns;
