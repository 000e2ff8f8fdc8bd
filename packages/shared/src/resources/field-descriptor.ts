import type { TPermissionResource } from '../permissions/permissions.ts';
import type { TResourceColumn } from './resource-schema.ts';

/** Field types of the generic form (backoffice §2.5). */
export type TFieldType =
  | 'string'
  | 'manytoonefk'
  | 'onetoonefk'
  | 'photo'
  | 'boolean'
  | 'currency'
  | 'date'
  | 'datetime'
  | 'fk'
  | 'integer'
  | 'manytomanyfk'
  | 'options'
  | 'array'
  | 'gallery'
  | 'permissions'
  | 'position'
  | 'password'
  /** Eight currency slots: Monday to Sunday, then holidays (rental pricesByDay). */
  | 'pricesByDay'
  /** A list of consecutive nights picked on the date range calendar (order days). */
  | 'dateRange';

/** How a 'string' field is typed in: each kind brings its input mask and keyboard. */
export type TStringKind = 'text' | 'multiline' | 'email' | 'phone' | 'cpfCnpj' | 'cep' | 'time' | 'color';

export interface TOption {
  value: string;
  label: string;
}

/** Options fetched from another resource's listSimple (selects of fk and manytoonefk fields). */
export interface TListingForSelect {
  /** API path of the resource, e.g. 'roles'. */
  resource: string;
  labelKey: string;
  valueKey?: string;
  /** Fixed query values added to the listSimple call. */
  query?: Record<string, string>;
}

/** The spec's form field descriptor (backoffice §3). */
export interface TFieldDescriptor {
  property: string;
  title: string;
  type: TFieldType;
  stringKind?: TStringKind;
  /** Marks the label; the rule itself lives in the resource's zod schema. */
  required?: boolean;
  options?: TOption[];
  /** Shown only when every listed property holds one of the given values; hidden fields are sent as null. */
  showIf?: Record<string, unknown[]>;
  /** Only admins see and send it. */
  showIfAdmin?: boolean;
  /** Not sent on create / on update. */
  dontCreate?: boolean;
  dontUpdate?: boolean;
  /** Not even shown on the create form. */
  dontCreateFormField?: boolean;
  subProperties?: TFieldDescriptor[];
  listingForSelect?: TListingForSelect;
  defaultValue?: unknown;
  singularTitle?: string;
  /** Filled from another property when that one changes (e.g. a label from the chosen option). */
  automaticValueFrom?: string;
  /** Options are re-fetched with these properties' values (query values of the same names) when they change. */
  dependsOnOtherProp?: string | string[];
  /** Index of the step holding it in a stepped form. */
  step?: number;
  /** A password with a `${property}_confirm` twin that must match. */
  confirm?: boolean;
  /** For 'gallery'. */
  maxItems?: number;
  /** For 'integer': decimal places accepted (a percentage such as 12,5). */
  decimals?: number;
}

/** A listing column: the report column plus how the listing treats it. */
export interface TListColumn extends TResourceColumn {
  sortable?: boolean;
  hiddenByDefault?: boolean;
  adminOnly?: boolean;
}

/** Everything the generic listing and form screens need to show one resource. */
export interface TResourceView {
  /** API path ('clients'). */
  resource: string;
  permission: TPermissionResource | null;
  title: string;
  singularTitle: string;
  /** Web routes: listing and form (the form takes /{id} when editing). */
  listRoute: string;
  formRoute: string;
  columns: TListColumn[];
  filters: TFieldDescriptor[];
  fields: TFieldDescriptor[];
  /** Step titles of a stepped form; fields carry their step index. */
  steps?: string[];
  /** The listing offers activate/deactivate on this boolean property. */
  activeProperty?: string;
  /** The details drawer title comes from this property. */
  labelKey: string;
}

/** The company a record belongs to: admins choose it; for company users the server forces their own. */
export function companyField(extra: Partial<TFieldDescriptor> = {}): TFieldDescriptor {
  return {
    property: 'companyId',
    title: 'Empresa',
    type: 'fk',
    showIfAdmin: true,
    listingForSelect: { resource: 'companys', labelKey: 'name' },
    ...extra,
  };
}
