import { type SQL, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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
