CREATE TABLE "attachments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "attachments_owner_kind" CHECK ("attachments"."owner_kind" in ('journal', 'bank-entry')),
	CONSTRAINT "attachments_size" CHECK ("attachments"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "bank_rules" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"match_text" text NOT NULL,
	"direction" text DEFAULT 'any' NOT NULL,
	"amount_from" bigint,
	"amount_to" bigint,
	"bank_account_id" uuid,
	"account_id" uuid NOT NULL,
	"tax_id" uuid,
	"contact_id" uuid,
	"memo" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_rules_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bank_rules_direction" CHECK ("bank_rules"."direction" in ('any', 'money-in', 'money-out')),
	CONSTRAINT "bank_rules_amounts" CHECK (("bank_rules"."amount_from" is null or "bank_rules"."amount_from" >= 0) and ("bank_rules"."amount_to" is null or "bank_rules"."amount_to" >= coalesce("bank_rules"."amount_from", 0)))
);
--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxes" ADD COLUMN "rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_company_id_bank_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_company_id_tax_id_taxes_company_id_id_fk" FOREIGN KEY ("company_id","tax_id") REFERENCES "public"."taxes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_rules" ADD CONSTRAINT "bank_rules_company_id_contact_id_contacts_company_id_id_fk" FOREIGN KEY ("company_id","contact_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("company_id","owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "bank_rules_position_idx" ON "bank_rules" USING btree ("company_id","position");--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_kind" CHECK ("taxes"."kind" in ('vat', 'withholding', 'other'));--> statement-breakpoint
ALTER TABLE "taxes" ADD CONSTRAINT "taxes_rate" CHECK ("taxes"."rate_basis_points" between 0 and 10000);