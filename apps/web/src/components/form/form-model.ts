import {
  grantablePermissions,
  MSG,
  PRICE_SLOT_LABELS,
  type TFieldDescriptor,
  type TFieldType,
  type TUserType,
} from '@estadia/shared';
import type { z } from 'zod';
import type { TMapView } from './map-view.ts';

/** Pure rules of the generic form (backoffice §2.5): defaults, visibility, payload, errors and steps. */

export type TFormMode = 'new' | 'edit';
export type TFormValues = Record<string, unknown>;
/** Error messages keyed by the value's path ('name', 'clients.0.email'). */
export type TFieldErrors = Record<string, string>;

export interface TFormContext {
  mode: TFormMode;
  isAdmin: boolean;
  /**
   * Where the form asks its position field's map to look (the address of a CEP just filled); each new object moves
   * the map once. Only the view: the marker stays where the user put it.
   */
  mapView?: TMapView | null;
  /** The edited record's id: an order's calendar counts that order's own nights as free. */
  id?: number;
}

export const confirmKey = (property: string) => `${property}_confirm`;

export function confirmLabel(title: string): string {
  return `Confirmação de ${title.charAt(0).toLowerCase()}${title.slice(1)}`;
}

const SELECT_TYPES: readonly TFieldType[] = ['fk', 'manytoonefk', 'options'];
const LIST_TYPES: readonly TFieldType[] = ['manytomanyfk', 'array', 'gallery', 'permissions'];

export function isListType(type: TFieldType): boolean {
  return LIST_TYPES.includes(type);
}

/** Spec §2.5 defaults by type; selects, photos and positions start empty (null). */
export function typeDefault(type: TFieldType): unknown {
  if (type === 'string' || type === 'password') return '';
  if (type === 'boolean') return false;
  if (type === 'currency' || type === 'integer') return 0;
  if (type === 'onetoonefk') return {};
  if (type === 'pricesByDay') return PRICE_SLOT_LABELS.map(() => 0);
  if (type === 'dateRange') return [];
  if (isListType(type)) return [];
  return null;
}

/** Eight prices in cents, whatever arrived: a missing slot reads 0, so every input has a number to show. */
export function pricesByDayOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : [];
  return PRICE_SLOT_LABELS.map((_, slot) => {
    const cents = list[slot];
    return typeof cents === 'number' && Number.isFinite(cents) ? cents : 0;
  });
}

export function defaultValueOf(field: TFieldDescriptor): unknown {
  return field.defaultValue === undefined ? typeDefault(field.type) : structuredClone(field.defaultValue);
}

/**
 * New records start from the defaults; edited ones from the loaded row, where an empty (null) value takes the
 * type's default so every editor gets a value of its own shape. Passwords always start empty (unchanged).
 */
export function initialValues(fields: TFieldDescriptor[], mode: TFormMode, row?: TFormValues | null): TFormValues {
  const values: TFormValues = {};
  for (const field of fields) {
    const stored = mode === 'edit' && row ? row[field.property] : undefined;
    if (field.type === 'password') values[field.property] = '';
    else if (mode === 'edit' && row) values[field.property] = stored ?? typeDefault(field.type);
    else values[field.property] = defaultValueOf(field);
    if (field.type === 'password' && field.confirm) values[confirmKey(field.property)] = '';
  }
  return values;
}

/**
 * shown: on screen and sent. hidden: not on screen, its value sent. nulled: hidden by its show condition, sent as
 * null. omitted: neither shown nor sent.
 */
export type TFieldStatus = 'shown' | 'hidden' | 'nulled' | 'omitted';

export function fieldStatus(field: TFieldDescriptor, values: TFormValues, ctx: TFormContext): TFieldStatus {
  const adminOnly = field.showIfAdmin && !ctx.isAdmin;
  // A non-admin still sends an admin-only field's declared default (a role's type), never anything else.
  if (adminOnly && field.defaultValue === undefined) return 'omitted';
  if (ctx.mode === 'new' && field.dontCreate) return 'omitted';
  if (ctx.mode === 'edit' && field.dontUpdate) return 'omitted';
  if (field.showIf && !Object.entries(field.showIf).every(([prop, allowed]) => allowed.includes(values[prop]))) {
    return 'nulled';
  }
  if (adminOnly || (ctx.mode === 'new' && field.dontCreateFormField)) return 'hidden';
  return 'shown';
}

export function visibleFields(fields: TFieldDescriptor[], values: TFormValues, ctx: TFormContext) {
  return fields.filter((field) => fieldStatus(field, values, ctx) === 'shown');
}

const isBlank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v === '');

/**
 * The body as it is sent: declared fields only, as their status allows; an empty password on edit means
 * unchanged, so it is left out; confirmations are checked here in the form and never sent.
 */
export function buildPayload(
  fields: TFieldDescriptor[],
  values: TFormValues,
  ctx: TFormContext,
  id?: number,
): TFormValues {
  const payload: TFormValues = {};
  for (const field of fields) {
    const status = fieldStatus(field, values, ctx);
    if (status === 'omitted') continue;
    if (status === 'nulled') {
      payload[field.property] = null;
      continue;
    }
    const value = values[field.property];
    if (field.type === 'password' && ctx.mode === 'edit' && isBlank(value)) continue;
    payload[field.property] = value;
  }
  if (ctx.mode === 'edit' && id !== undefined) payload.id = id;
  return payload;
}

export function confirmErrors(fields: TFieldDescriptor[], values: TFormValues, ctx: TFormContext): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const field of fields) {
    if (field.type !== 'password' || !field.confirm || fieldStatus(field, values, ctx) !== 'shown') continue;
    const key = confirmKey(field.property);
    const value = values[field.property];
    const confirmation = values[key];
    if ((isBlank(value) ? null : value) !== (isBlank(confirmation) ? null : confirmation)) {
      errors[key] = MSG.passwordConfirm;
    }
  }
  return errors;
}

interface TIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** zod issues → messages by path; the first message of a path wins, as forms show one problem at a time. */
export function issuesToErrors(issues: readonly TIssue[]): TFieldErrors {
  const errors: TFieldErrors = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) errors[key] ??= 'Campo não permitido';
      continue;
    }
    const key = issue.path.map(String).join('.') || '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The same schema the server runs, on the same payload, plus the confirmation check the server cannot make. */
export function validateForm(
  schema: z.ZodType,
  fields: TFieldDescriptor[],
  values: TFormValues,
  ctx: TFormContext,
  id?: number,
): TFieldErrors {
  const result = schema.safeParse(buildPayload(fields, values, ctx, id));
  const errors = result.success ? {} : issuesToErrors(result.error.issues);
  return { ...errors, ...confirmErrors(fields, values, ctx) };
}

/** Server field messages (additionalData of a 400) as form errors; anything else gives none. */
export function serverFieldErrors(additionalData: unknown): TFieldErrors {
  if (!additionalData || typeof additionalData !== 'object' || Array.isArray(additionalData)) return {};
  const errors: TFieldErrors = {};
  for (const [key, message] of Object.entries(additionalData)) {
    if (typeof message === 'string') errors[key] = message;
  }
  return errors;
}

const topOf = (key: string) => key.split('.')[0] ?? key;

/** The declared field an error path belongs to (a confirmation belongs to its password). */
export function fieldOfKey(fields: TFieldDescriptor[], key: string): TFieldDescriptor | undefined {
  const top = topOf(key);
  return fields.find((f) => f.property === top || (f.confirm && confirmKey(f.property) === top));
}

/** The message shown under a field: its own, or the first one of the values nested in it. */
export function errorOf(errors: TFieldErrors, property: string): string | undefined {
  if (errors[property]) return errors[property];
  const nested = Object.keys(errors).find((key) => key.startsWith(`${property}.`));
  return nested ? errors[nested] : undefined;
}

/** Labels by key, for error lines and for saveErrorText. */
export function fieldLabels(fields: TFieldDescriptor[]): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const field of fields) {
    labels[field.property] = field.title;
    if (field.confirm) labels[confirmKey(field.property)] = confirmLabel(field.title);
  }
  return labels;
}

function labelOfKey(fields: TFieldDescriptor[], key: string): string {
  const field = fieldOfKey(fields, key);
  if (!field) return key;
  const [top, index, sub] = key.split('.');
  if (top !== field.property) return confirmLabel(field.title);
  if (index === undefined) return field.title;
  const item = `${field.singularTitle ?? field.title} ${Number(index) + 1}`;
  const subTitle = field.subProperties?.find((s) => s.property === sub)?.title;
  return subTitle ? `${item} - ${subTitle}` : item;
}

/** 'label: message' lines in the order the fields appear. */
export function errorLines(errors: TFieldErrors, fields: TFieldDescriptor[]): string[] {
  const position = (key: string) => {
    const field = fieldOfKey(fields, key);
    return field ? fields.indexOf(field) : fields.length;
  };
  return Object.keys(errors)
    .sort((a, b) => position(a) - position(b))
    .map((key) => `${labelOfKey(fields, key)}: ${errors[key]}`);
}

export const stepOf = (field: TFieldDescriptor) => field.step ?? 0;

/** Steps with something to fill in this mode; a step whose fields are all hidden is skipped. */
export function activeSteps(
  stepCount: number,
  fields: TFieldDescriptor[],
  values: TFormValues,
  ctx: TFormContext,
): number[] {
  const shown = visibleFields(fields, values, ctx);
  return Array.from({ length: stepCount }, (_, i) => i).filter((step) => shown.some((f) => stepOf(f) === step));
}

export function errorsOfStep(errors: TFieldErrors, fields: TFieldDescriptor[], step: number): TFieldErrors {
  const out: TFieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = fieldOfKey(fields, key);
    if (field && stepOf(field) === step) out[key] = message;
  }
  return out;
}

/** The step holding the first error (in field order), if any error belongs to a field. */
export function stepOfFirstError(errors: TFieldErrors, fields: TFieldDescriptor[]): number | undefined {
  const field = fields.find((f) => Object.keys(errors).some((key) => fieldOfKey(fields, key) === f));
  return field ? stepOf(field) : undefined;
}

export function dependenciesOf(field: TFieldDescriptor): string[] {
  const deps = field.dependsOnOtherProp;
  if (!deps) return [];
  return Array.isArray(deps) ? deps : [deps];
}

/** A role's type decides which permissions it may hold; anything but 'admin' is a company role. */
export function permissionTypeOf(value: unknown): TUserType {
  return value === 'admin' ? 'admin' : 'company';
}

export function grantableOnly(list: unknown, type: TUserType): string[] {
  const allowed = new Set<string>(grantablePermissions(type));
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string' && allowed.has(p)) : [];
}

/**
 * One value changed: fields filled automatically from it follow (with the chosen option's label when there is
 * one), and values that depended on its old value are dropped (a profile of another company, a permission the
 * new role type may not hold).
 */
export function applyChange(
  fields: TFieldDescriptor[],
  values: TFormValues,
  property: string,
  value: unknown,
  label?: string,
): TFormValues {
  const next: TFormValues = { ...values, [property]: value };
  for (const field of fields) {
    if (field.automaticValueFrom === property) next[field.property] = label ?? value;
    if (values[property] === value || !dependenciesOf(field).includes(property)) continue;
    if (field.type === 'permissions')
      next[field.property] = grantableOnly(next[field.property], permissionTypeOf(value));
    else if (SELECT_TYPES.includes(field.type) || field.type === 'manytomanyfk') {
      next[field.property] = typeDefault(field.type);
    }
  }
  return next;
}

/** The value a dependent select sends for a property: a field hidden by its show condition counts as null. */
function effectiveValue(fields: TFieldDescriptor[], values: TFormValues, ctx: TFormContext, property: string) {
  const field = fields.find((f) => f.property === property);
  return field && fieldStatus(field, values, ctx) === 'nulled' ? null : values[property];
}

export type TSelectQuery = Record<string, string | number>;

/** Query of a select's listSimple call: fixed values, the page size, and the values it depends on. */
export function selectQuery(
  field: TFieldDescriptor,
  fields: TFieldDescriptor[],
  values: TFormValues,
  ctx: TFormContext,
): TSelectQuery {
  const query: TSelectQuery = { pageSize: 100, ...field.listingForSelect?.query };
  for (const dep of dependenciesOf(field)) {
    const value = effectiveValue(fields, values, ctx, dep);
    if (typeof value === 'string' || typeof value === 'number') {
      if (value !== '') query[dep] = value;
    }
  }
  return query;
}

/** The errors inside one nested value ('clients.0'), keyed by their path from there. */
export function subErrors(errors: TFieldErrors, prefix: string): TFieldErrors {
  const out: TFieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  }
  return out;
}
