CREATE TABLE "tax_payments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"return_id" uuid NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"penalty" bigint DEFAULT 0 NOT NULL,
	"interest" bigint DEFAULT 0 NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"entry_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "tax_payments_amounts" CHECK ("tax_payments"."amount" > 0 and "tax_payments"."penalty" >= 0 and "tax_payments"."interest" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_returns" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"type" text NOT NULL,
	"period" text NOT NULL,
	"filed_on" date NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_date" date NOT NULL,
	"amount_due" bigint NOT NULL,
	"credit_carried_forward" bigint DEFAULT 0 NOT NULL,
	"prepared" jsonb NOT NULL,
	"entry_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_returns_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "tax_returns_period_key" UNIQUE("company_id","type","period"),
	CONSTRAINT "tax_returns_type" CHECK ("tax_returns"."type" in ('vat', 'wht')),
	CONSTRAINT "tax_returns_period" CHECK ("tax_returns"."period" ~ '^20[0-9]{2}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "tax_returns_amounts" CHECK ("tax_returns"."amount_due" >= 0 and "tax_returns"."credit_carried_forward" >= 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_relief_threshold" bigint DEFAULT 5000000000 NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "supply_class" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_return_fk" FOREIGN KEY ("company_id","return_id") REFERENCES "public"."tax_returns"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_payments" ADD CONSTRAINT "tax_payments_bank_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_payments_return_idx" ON "tax_payments" USING btree ("company_id","return_id");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK (source_type in ('journal', 'opening-balance', 'reconciliation', 'invoice', 'sales-receipt', 'customer-payment', 'prepayment', 'bill', 'expense', 'vendor-payment', 'stock-receipt', 'stock-adjustment', 'stock-transfer', 'payroll', 'tax-payment', 'tax-return', 'fx-revaluation', 'credit-note', 'credit-application'));--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_supply_class" CHECK ("taxes"."supply_class" in ('standard', 'zero-rated', 'exempt'));