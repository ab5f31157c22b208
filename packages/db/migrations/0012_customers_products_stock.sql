-- Trigram indexes serve the customer search and the product name filter (issue 13 bench).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "measurements" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	CONSTRAINT "measurements_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- The units goods are counted in; Kilogram is the default (spec section 9).
INSERT INTO "measurements" ("code", "name", "unit") VALUES
	('kg', 'Kilogram', 'kg'), ('g', 'Gram', 'g'), ('t', 'Tonne', 't'), ('l', 'Litre', 'l'), ('ml', 'Millilitre', 'ml'),
	('m', 'Metre', 'm'), ('cm', 'Centimetre', 'cm'), ('yd', 'Yard', 'yd'), ('pcs', 'Piece', 'pcs'), ('doz', 'Dozen', 'doz'),
	('pack', 'Pack', 'pack'), ('box', 'Box', 'box'), ('ctn', 'Carton', 'ctn'), ('bag', 'Bag', 'bag'), ('crate', 'Crate', 'crate'),
	('bottle', 'Bottle', 'bottle'), ('roll', 'Roll', 'roll'), ('pair', 'Pair', 'pair'), ('set', 'Set', 'set'), ('hr', 'Hour', 'hr'),
	('day', 'Day', 'day');--> statement-breakpoint
CREATE TABLE "product_categories" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_taxes" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tax_id" uuid NOT NULL,
	CONSTRAINT "product_taxes_company_id_product_id_tax_id_pk" PRIMARY KEY("company_id","product_id","tax_id")
);
--> statement-breakpoint
CREATE TABLE "stock_documents" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"branch_id" uuid NOT NULL,
	"to_branch_id" uuid,
	"account_id" uuid,
	"reference" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"entry_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_documents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "stock_documents_transfer" CHECK (("stock_documents"."kind" = 'transfer') = ("stock_documents"."to_branch_id" is not null) and "stock_documents"."to_branch_id" is distinct from "stock_documents"."branch_id")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"quantity_change_milli" bigint NOT NULL,
	"value_change" bigint NOT NULL,
	"cost_correction" bigint DEFAULT 0 NOT NULL,
	"quantity_after_milli" bigint NOT NULL,
	"value_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "stock_positions" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"quantity_milli" bigint DEFAULT 0 NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	"exact_value" numeric(40, 0) DEFAULT '0' NOT NULL,
	"average_exact_value" numeric(40, 0),
	"average_quantity_milli" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_positions_company_id_product_id_branch_id_pk" PRIMARY KEY("company_id","product_id","branch_id"),
	CONSTRAINT "stock_positions_empty_is_zero" CHECK ("stock_positions"."quantity_milli" <> 0 or ("stock_positions"."value" = 0 and "stock_positions"."exact_value" = 0))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "invoice_initials" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "full_name" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "emails" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "office_address" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "billing_address" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "sub_companies" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "industry_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "currency_code" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "state_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "tin" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "type" text DEFAULT 'goods' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "category_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "measurement_code" text DEFAULT 'kg' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "selling_price" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revenue_account_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "purchase_price" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "expense_account_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "inventory_account_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_milli" bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "track_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "vendor_id" uuid;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes" ADD CONSTRAINT "product_taxes_tax_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."taxes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_to_branch_fk" FOREIGN KEY ("company_id","to_branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_documents" ADD CONSTRAINT "stock_documents_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_position_fk" FOREIGN KEY ("company_id","product_id","branch_id") REFERENCES "public"."stock_positions"("company_id","product_id","branch_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_positions" ADD CONSTRAINT "stock_positions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_positions" ADD CONSTRAINT "stock_positions_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_positions" ADD CONSTRAINT "stock_positions_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_categories_name_key" ON "product_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "stock_documents_list_idx" ON "stock_documents" USING btree ("company_id","kind","date","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("company_id","product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_document_idx" ON "stock_movements" USING btree ("company_id","document_type","document_id");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_measurement_code_measurements_code_fk" FOREIGN KEY ("measurement_code") REFERENCES "public"."measurements"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."product_categories"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_revenue_account_fk" FOREIGN KEY ("company_id","revenue_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_expense_account_fk" FOREIGN KEY ("company_id","expense_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_inventory_account_fk" FOREIGN KEY ("company_id","inventory_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_vendor_fk" FOREIGN KEY ("company_id","vendor_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_list_idx" ON "contacts" USING btree ("company_id","kind",lower("display_name"),"id");--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_import_key" ON "contacts" USING btree ("company_id","kind","import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("company_id",lower("sku")) WHERE "products"."sku" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "products_import_key" ON "products" USING btree ("company_id","import_key");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("company_id","status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "products_name_search_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK (source_type in ('journal', 'opening-balance', 'reconciliation', 'invoice', 'sales-receipt', 'customer-payment', 'prepayment', 'bill', 'expense', 'vendor-payment', 'stock-receipt', 'stock-adjustment', 'stock-transfer', 'payroll', 'tax-payment', 'fx-revaluation'));--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_type" CHECK ("contacts"."type" is null or "contacts"."type" in ('individual', 'business'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_type" CHECK ("products"."type" in ('goods', 'service'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status" CHECK ("products"."status" in ('active', 'archived'));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_prices" CHECK ("products"."selling_price" >= 0 and ("products"."purchase_price" is null or "products"."purchase_price" >= 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_low_stock" CHECK ("products"."low_stock_milli" is null or "products"."low_stock_milli" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_track_goods" CHECK (not "products"."track_stock" or "products"."type" = 'goods');--> statement-breakpoint
-- What the customer list searches (name, contact name, phone, emails), kept by the database on
-- every write so no module can forget it.
CREATE FUNCTION contacts_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.search_text := lower(concat_ws(' ', NEW.display_name, NEW.company_name, NEW.full_name, NEW.phone_number,
		array_to_string(NEW.emails, ' ')));
	RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_search_text BEFORE INSERT OR UPDATE ON "contacts"
	FOR EACH ROW EXECUTE FUNCTION contacts_search_text();--> statement-breakpoint
UPDATE "contacts" SET "search_text" = '';