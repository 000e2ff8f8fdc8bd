CREATE TABLE "calendar_blocks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"integration_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"uid" text NOT NULL,
	"summary" text,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"dt_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_blocks_range_check" CHECK ("calendar_blocks"."end_day" > "calendar_blocks"."start_day")
);
--> statement-breakpoint
CREATE TABLE "holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text,
	"date" date NOT NULL,
	"dt_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"rental_id" integer NOT NULL,
	"ical_link" text NOT NULL,
	"feed_key" text NOT NULL,
	"last_ical_file" text,
	"last_sync_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_http_status" integer,
	"last_events_read" integer,
	"last_error" text,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "occupancies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"rental_id" integer NOT NULL,
	"stay" daterange NOT NULL,
	"order_id" integer,
	"block_id" integer,
	CONSTRAINT "occupancies_holder_check" CHECK (("occupancies"."order_id" is null) <> ("occupancies"."block_id" is null))
);
--> statement-breakpoint
CREATE TABLE "order_clients" (
	"order_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "order_clients_order_id_client_id_pk" PRIMARY KEY("order_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "order_products" (
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "order_products_order_id_product_id_pk" PRIMARY KEY("order_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"rental_id" integer NOT NULL,
	"status" text NOT NULL,
	"days" jsonb NOT NULL,
	"check_in" date NOT NULL,
	"check_out" date NOT NULL,
	"values_daily" integer[] NOT NULL,
	"products_total_price" integer DEFAULT 0 NOT NULL,
	"tax_value" integer DEFAULT 0 NOT NULL,
	"total_value" integer NOT NULL,
	"payment_in_platform" boolean DEFAULT false NOT NULL,
	"gateway_payment_id" text,
	"gateway_payment_json_details" jsonb,
	"gateway_payment_link" text,
	"dt_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(code, '')))) STORED,
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'canceled')),
	CONSTRAINT "orders_stay_check" CHECK ("orders"."check_out" > "orders"."check_in")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"image" text,
	"description" text,
	"dt_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(description, '')))) STORED
);
--> statement-breakpoint
CREATE TABLE "rentals" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"max_num_people" integer,
	"checkin_time" text,
	"checkout_time" text,
	"use_default_price" boolean DEFAULT false NOT NULL,
	"default_price" integer NOT NULL,
	"tax" numeric(5, 2) DEFAULT 0 NOT NULL,
	"prices_by_day" integer[] NOT NULL,
	"description" text,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"diferentials" text,
	"conveniences" text,
	"security_text" text,
	"cleaning_text" text,
	"canceling_text" text,
	"conditions_text" text,
	"canceling_rule" text,
	"cep" text,
	"logradouro" text,
	"number" text,
	"complement" text,
	"neibor" text,
	"city" text,
	"uf" text,
	"address_position" double precision[],
	"dt_created" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (f_unaccent(lower(coalesce(name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(neibor, '') || ' ' || coalesce(logradouro, '')))) STORED,
	CONSTRAINT "rentals_prices_check" CHECK (cardinality("rentals"."prices_by_day") = 8)
);
--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_blocks" ADD CONSTRAINT "calendar_blocks_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holidays" ADD CONSTRAINT "holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_block_id_calendar_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."calendar_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clients" ADD CONSTRAINT "order_clients_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_clients" ADD CONSTRAINT "order_clients_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_products" ADD CONSTRAINT "order_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rental_id_rentals_id_fk" FOREIGN KEY ("rental_id") REFERENCES "public"."rentals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rentals" ADD CONSTRAINT "rentals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_blocks_uid_key" ON "calendar_blocks" USING btree ("integration_id","uid");--> statement-breakpoint
CREATE INDEX "calendar_blocks_rental_idx" ON "calendar_blocks" USING btree ("rental_id","start_day");--> statement-breakpoint
CREATE INDEX "calendar_blocks_company_idx" ON "calendar_blocks" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "holidays_company_date_key" ON "holidays" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "integrations_company_idx" ON "integrations" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "integrations_next_sync_idx" ON "integrations" USING btree ("next_sync_at");--> statement-breakpoint
CREATE INDEX "integrations_rental_idx" ON "integrations" USING btree ("rental_id");--> statement-breakpoint
CREATE UNIQUE INDEX "occupancies_order_key" ON "occupancies" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "occupancies_block_idx" ON "occupancies" USING btree ("block_id");--> statement-breakpoint
CREATE INDEX "order_clients_client_idx" ON "order_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "order_products_product_idx" ON "order_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_code_key" ON "orders" USING btree ("code");--> statement-breakpoint
CREATE INDEX "orders_company_idx" ON "orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "orders_company_stay_idx" ON "orders" USING btree ("company_id","check_in","check_out");--> statement-breakpoint
CREATE INDEX "orders_rental_idx" ON "orders" USING btree ("rental_id");--> statement-breakpoint
CREATE INDEX "products_company_idx" ON "products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "rentals_company_idx" ON "rentals" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "rentals_search_idx" ON "rentals" USING gin ("search_text" gin_trgm_ops);