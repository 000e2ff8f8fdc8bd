import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const timestamps = {
  dtCreated: tz('dt_created').notNull().defaultNow(),
  dtUpdated: tz('dt_updated').notNull().defaultNow(),
};

/** Lower-cased, accent-free text of the searchable columns: one trigram index serves the quick search. */
function searchText(...columns: string[]) {
  const joined = columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `);
  return text('search_text').generatedAlwaysAs((): SQL => sql.raw(`f_unaccent(lower(${joined}))`));
}

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    logo: text('logo'),
    name: text('name').notNull(),
    cpfCnpj: text('cpf_cnpj'),
    phone: text('phone'),
    whatsapp: text('whatsapp'),
    email: text('email'),
    addressPosition: doublePrecision('address_position').array(),
    cep: text('cep'),
    logradouro: text('logradouro'),
    number: text('number'),
    complement: text('complement'),
    neibor: text('neibor'),
    uf: text('uf'),
    city: text('city'),
    isActive: boolean('is_active').notNull().default(true),
    currentPurchasedPlanId: integer('current_purchased_plan_id'),
    stripeCustomerId: text('stripe_customer_id'),
    userAdminId: integer('user_admin_id'),
    ...timestamps,
    searchText: searchText('name', 'cpf_cnpj', 'email', 'phone', 'whatsapp', 'city'),
  },
  (t) => [index('companies_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    ...timestamps,
    searchText: searchText('name'),
  },
  (t) => [
    index('roles_company_idx').on(t.companyId, t.id),
    check('roles_type_check', sql`${t.type} in ('admin', 'company')`),
    check('roles_company_check', sql`(${t.type} = 'admin') = (${t.companyId} is null)`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    canDeleteItself: boolean('can_delete_itself').notNull().default(false),
    tfaEnabled: boolean('tfa_enabled').notNull().default(false),
    ...timestamps,
    searchText: searchText('name', 'email'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_company_idx').on(t.companyId, t.id),
    index('users_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('users_type_check', sql`${t.type} in ('admin', 'company')`),
    check('users_company_check', sql`(${t.type} = 'admin') = (${t.companyId} is null)`),
  ],
);

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    ...timestamps,
    searchText: searchText('name', 'phone', 'email'),
  },
  (t) => [
    index('clients_company_idx').on(t.companyId, t.id),
    index('clients_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const settings = pgTable(
  'settings',
  {
    id: integer('id').primaryKey().default(1),
    logo: text('logo'),
    visualIdentityColor: text('visual_identity_color'),
    footerText: text('footer_text'),
    registrationEnabled: boolean('registration_enabled').notNull().default(false),
    ...timestamps,
  },
  (t) => [check('settings_single_row', sql`${t.id} = 1`)],
);

/** Bearer sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Six-digit codes for the second factor and password reset: hashed, expiring, single-use, limited tries. */
export const authCodes = pgTable(
  'auth_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: tz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: tz('used_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [index('auth_codes_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every API process (login and code rate limits). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: tz('window_start').notNull(),
  count: integer('count').notNull(),
});

export const outboxMails = pgTable('outbox_mails', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fileName: text('file_name').notNull(),
    originalName: text('original_name'),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_file_name_key').on(t.fileName)],
);

const day = (name: string) => date(name, { mode: 'string' });
const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const rentals = pgTable(
  'rentals',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    maxNumPeople: integer('max_num_people'),
    checkinTime: text('checkin_time'),
    checkoutTime: text('checkout_time'),
    useDefaultPrice: boolean('use_default_price').notNull().default(false),
    defaultPrice: integer('default_price').notNull(),
    /** Service fee percentage, two decimals (see packages/shared/src/domain/pricing.ts). */
    tax: numeric('tax', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    pricesByDay: integer('prices_by_day').array().notNull(),
    description: text('description'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    diferentials: text('diferentials'),
    conveniences: text('conveniences'),
    securityText: text('security_text'),
    cleaningText: text('cleaning_text'),
    cancelingText: text('canceling_text'),
    conditionsText: text('conditions_text'),
    cancelingRule: text('canceling_rule'),
    cep: text('cep'),
    logradouro: text('logradouro'),
    number: text('number'),
    complement: text('complement'),
    neibor: text('neibor'),
    city: text('city'),
    uf: text('uf'),
    addressPosition: doublePrecision('address_position').array(),
    ...timestamps,
    searchText: searchText('name', 'city', 'neibor', 'logradouro'),
  },
  (t) => [
    index('rentals_company_idx').on(t.companyId, t.id),
    index('rentals_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('rentals_prices_check', sql`cardinality(${t.pricesByDay}) = 8`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    price: integer('price').notNull(),
    image: text('image'),
    description: text('description'),
    ...timestamps,
    searchText: searchText('name', 'description'),
  },
  (t) => [
    index('products_company_idx').on(t.companyId, t.id),
    index('products_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

export const holidays = pgTable(
  'holidays',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name'),
    date: day('date').notNull(),
    ...timestamps,
    searchText: searchText('name'),
  },
  (t) => [uniqueIndex('holidays_company_date_key').on(t.companyId, t.date)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    code: text('code').notNull(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    /** The nights booked, sorted and consecutive; checkIn/checkOut (exclusive) repeat them for range queries. */
    days: jsonb('days').$type<string[]>().notNull(),
    checkIn: day('check_in').notNull(),
    checkOut: day('check_out').notNull(),
    valuesDaily: integer('values_daily').array().notNull(),
    productsTotalPrice: integer('products_total_price').notNull().default(0),
    taxValue: integer('tax_value').notNull().default(0),
    totalValue: integer('total_value').notNull(),
    paymentInPlatform: boolean('payment_in_platform').notNull().default(false),
    gatewayPaymentId: text('gateway_payment_id'),
    gatewayPaymentJsonDetails: jsonb('gateway_payment_json_details'),
    gatewayPaymentLink: text('gateway_payment_link'),
    ...timestamps,
    searchText: searchText('code'),
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    index('orders_company_idx').on(t.companyId, t.id),
    index('orders_company_stay_idx').on(t.companyId, t.checkIn, t.checkOut),
    index('orders_rental_idx').on(t.rentalId),
    check('orders_status_check', sql`${t.status} in ('pending', 'paid', 'canceled')`),
    check('orders_stay_check', sql`${t.checkOut} > ${t.checkIn}`),
  ],
);

export const orderClients = pgTable(
  'order_clients',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.clientId] }), index('order_clients_client_idx').on(t.clientId)],
);

export const orderProducts = pgTable(
  'order_products',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Price when booked: a later price change does not alter the reservation. */
    price: integer('price').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] }), index('order_products_product_idx').on(t.productId)],
);

export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    name: text('name').notNull(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    icalLink: text('ical_link').notNull(),
    /** Secret of the export feed URL; regenerating it revokes the old link. */
    feedKey: text('feed_key').notNull(),
    lastICalFile: text('last_ical_file'),
    lastSyncAt: tz('last_sync_at'),
    lastSuccessAt: tz('last_success_at'),
    lastHttpStatus: integer('last_http_status'),
    lastEventsRead: integer('last_events_read'),
    lastError: text('last_error'),
    nextSyncAt: tz('next_sync_at').notNull().defaultNow(),
    ...timestamps,
    searchText: searchText('name'),
  },
  (t) => [
    index('integrations_company_idx').on(t.companyId, t.id),
    index('integrations_next_sync_idx').on(t.nextSyncAt),
    index('integrations_rental_idx').on(t.rentalId),
  ],
);

/** Nights blocked by a calendar imported from another platform, one row per event UID of the feed. */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: serial('id').primaryKey(),
    companyId: companyRef(),
    integrationId: integer('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    summary: text('summary'),
    startDay: day('start_day').notNull(),
    /** Exclusive, as iCal's DTEND. */
    endDay: day('end_day').notNull(),
    /** Some of its nights were already held by a reservation: those stay with the reservation. */
    conflict: boolean('conflict').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('calendar_blocks_uid_key').on(t.integrationId, t.uid),
    index('calendar_blocks_rental_idx').on(t.rentalId, t.startDay),
    index('calendar_blocks_company_idx').on(t.companyId, t.id),
    check('calendar_blocks_range_check', sql`${t.endDay} > ${t.startDay}`),
  ],
);

const daterange = customType<{ data: string; driverData: string }>({ dataType: () => 'daterange' });

/**
 * The nights a rental is held, by a reservation or an imported block. The exclusion constraint on
 * (rental_id, stay) in migration 0003 makes a double booking impossible, whatever writes it.
 */
export const occupancies = pgTable(
  'occupancies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: companyRef(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    stay: daterange('stay').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    blockId: integer('block_id').references(() => calendarBlocks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('occupancies_order_key').on(t.orderId),
    index('occupancies_block_idx').on(t.blockId),
    check('occupancies_holder_check', sql`(${t.orderId} is null) <> (${t.blockId} is null)`),
  ],
);
