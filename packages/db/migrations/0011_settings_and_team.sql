CREATE TABLE "tax_rates" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"tax_id" uuid NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"effective_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "tax_rates_day_key" UNIQUE("company_id","tax_id","effective_from"),
	CONSTRAINT "tax_rates_rate" CHECK ("tax_rates"."rate_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint,
	"rate_basis_points" integer,
	"start_date" date,
	"end_date" date,
	"max_redemptions" integer,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "discounts_value" CHECK (("discounts"."type" = 'value' and "discounts"."amount" > 0 and "discounts"."rate_basis_points" is null) or ("discounts"."type" = 'percentage' and "discounts"."rate_basis_points" between 1 and 10000 and "discounts"."amount" is null)),
	CONSTRAINT "discounts_dates" CHECK ("discounts"."end_date" is null or "discounts"."start_date" is null or "discounts"."end_date" >= "discounts"."start_date"),
	CONSTRAINT "discounts_redemptions" CHECK ("discounts"."max_redemptions" is null or "discounts"."max_redemptions" > 0)
);
--> statement-breakpoint
CREATE TABLE "document_templates" (
	"company_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"layout" text DEFAULT 'classic' NOT NULL,
	"accent_colour" text DEFAULT '#0B7A75' NOT NULL,
	"show_logo" boolean DEFAULT true NOT NULL,
	"show_bank_details" boolean DEFAULT true NOT NULL,
	"show_tin" boolean DEFAULT true NOT NULL,
	"show_signature" boolean DEFAULT false NOT NULL,
	"show_terms" boolean DEFAULT true NOT NULL,
	"show_notes" boolean DEFAULT true NOT NULL,
	"show_payment_instructions" boolean DEFAULT true NOT NULL,
	"default_notes" text DEFAULT '' NOT NULL,
	"default_terms" text DEFAULT '' NOT NULL,
	"payment_instructions" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_templates_company_id_document_type_pk" PRIMARY KEY("company_id","document_type"),
	CONSTRAINT "document_templates_type" CHECK ("document_templates"."document_type" in ('invoice', 'estimate', 'sales-receipt', 'bill', 'purchase-order')),
	CONSTRAINT "document_templates_layout" CHECK ("document_templates"."layout" in ('classic', 'modern', 'compact')),
	CONSTRAINT "document_templates_colour" CHECK ("document_templates"."accent_colour" ~ '^#[0-9A-Fa-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "own_branch_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo" "bytea";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_content_type" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "recovery_code_hashes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "country_code" text DEFAULT 'NG' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "agency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "sales_account_id" uuid;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "purchases_account_id" uuid;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_tax_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."taxes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_account_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_templates" ADD CONSTRAINT "document_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_code_key" ON "discounts" USING btree ("company_id",lower("code"));--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_country_code_countries_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_sales_account_fk" FOREIGN KEY ("company_id","sales_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_purchases_account_fk" FOREIGN KEY ("company_id","purchases_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_name_key" ON "taxes" USING btree ("company_id",lower("name"));--> statement-breakpoint
-- Roles saved with the first release's permission names keep what they allowed under the
-- catalogue's area.action names (packages/core/src/permissions.ts, renamedPermissions).
UPDATE "roles" SET "permissions" = coalesce((
  SELECT array_agg(DISTINCT renamed ORDER BY renamed)
  FROM unnest("roles"."permissions") AS old(name),
  LATERAL unnest(CASE old.name
    WHEN 'company.manage' THEN ARRAY['settings.view', 'settings.edit']
    WHEN 'users.manage' THEN ARRAY['users.view', 'users.create', 'users.edit', 'users.delete']
    WHEN 'roles.manage' THEN ARRAY['users.view', 'users.create', 'users.edit', 'users.delete']
    WHEN 'branches.manage' THEN ARRAY['settings.view', 'settings.create', 'settings.edit', 'settings.delete']
    WHEN 'subscription.manage' THEN ARRAY['settings.view', 'settings.edit']
    WHEN 'sales.manage' THEN ARRAY['sales.create', 'sales.edit', 'sales.delete']
    WHEN 'expenses.manage' THEN ARRAY['expenses.create', 'expenses.edit', 'expenses.delete']
    WHEN 'accounting.manage' THEN ARRAY['accounting.create', 'accounting.edit', 'accounting.delete']
    WHEN 'journals.approve' THEN ARRAY['accounting.approve']
    WHEN 'tax.manage' THEN ARRAY['tax.view', 'tax.create', 'tax.edit', 'tax.delete']
    WHEN 'payroll.manage' THEN ARRAY['payroll.create', 'payroll.edit', 'payroll.delete']
    WHEN 'bank.manage' THEN ARRAY['bank.view', 'bank.create', 'bank.edit', 'bank.delete']
    ELSE ARRAY[old.name]
  END) AS renamed
), '{}'::text[]);
--> statement-breakpoint
-- Taxes seeded before taxes had accounts post to the system accounts of their kind.
UPDATE "taxes" SET
  "sales_account_id" = (SELECT "id" FROM "accounts" WHERE "accounts"."company_id" = "taxes"."company_id"
    AND "accounts"."system_key" = CASE "taxes"."kind" WHEN 'vat' THEN 'vat-output' ELSE 'wht-receivable' END),
  "purchases_account_id" = (SELECT "id" FROM "accounts" WHERE "accounts"."company_id" = "taxes"."company_id"
    AND "accounts"."system_key" = CASE "taxes"."kind" WHEN 'vat' THEN 'vat-input' ELSE 'wht-payable' END),
  "agency" = CASE "taxes"."kind" WHEN 'other' THEN "taxes"."agency" ELSE 'Nigeria Revenue Service' END
WHERE "taxes"."kind" <> 'other';
--> statement-breakpoint
-- Each tax's rate so far, in force from the day the tax was made.
INSERT INTO "tax_rates" ("company_id", "id", "tax_id", "rate_basis_points", "effective_from")
SELECT "company_id", gen_random_uuid(), "id", "rate_basis_points", ("created_at" AT TIME ZONE 'Africa/Lagos')::date FROM "taxes";
