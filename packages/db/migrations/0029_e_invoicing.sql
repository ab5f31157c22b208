CREATE TABLE "e_invoices" (
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"irn" text NOT NULL,
	"state" text NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payment_status_sent" text DEFAULT 'PENDING' NOT NULL,
	"payment_status" text DEFAULT 'PENDING' NOT NULL,
	"signed_at" timestamp with time zone,
	"qr_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoices_company_id_document_id_pk" PRIMARY KEY("company_id","document_id"),
	CONSTRAINT "e_invoices_state" CHECK ("e_invoices"."state" in ('queued', 'in-progress', 'confirmed', 'refused', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "e_invoicing_settings" (
	"company_id" uuid NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"business_id" text DEFAULT '' NOT NULL,
	"service_id" text DEFAULT '' NOT NULL,
	"api_key_encrypted" text,
	"api_secret_encrypted" text,
	"public_key" text DEFAULT '' NOT NULL,
	"certificate" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "e_invoicing_settings_company_id_pk" PRIMARY KEY("company_id")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "classification_code" text;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoices" ADD CONSTRAINT "e_invoices_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoicing_settings" ADD CONSTRAINT "e_invoicing_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoices_irn_key" ON "e_invoices" USING btree ("company_id","irn");