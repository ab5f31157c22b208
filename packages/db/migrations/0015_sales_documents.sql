CREATE TABLE "credit_applications" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"entry_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_applications_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "credit_applications_amount" CHECK ("credit_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "customer_payments" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'live' NOT NULL,
	"customer_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"date" date NOT NULL,
	"bank_account_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency_code" text NOT NULL,
	"exchange_rate" numeric(20, 6) DEFAULT '1' NOT NULL,
	"amount_received" bigint NOT NULL,
	"cash_applied" bigint DEFAULT 0 NOT NULL,
	"withholding_tax" bigint DEFAULT 0 NOT NULL,
	"excess" bigint DEFAULT 0 NOT NULL,
	"entry_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_payments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "customer_payments_number_key" UNIQUE("company_id","kind","number"),
	CONSTRAINT "customer_payments_amounts" CHECK ("customer_payments"."amount_received" > 0 and "customer_payments"."cash_applied" >= 0 and "customer_payments"."withholding_tax" >= 0 and "customer_payments"."excess" >= 0
       and "customer_payments"."cash_applied" + "customer_payments"."excess" = "customer_payments"."amount_received")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"cash" bigint NOT NULL,
	"withholding_tax" bigint DEFAULT 0 NOT NULL,
	"home_settled" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_allocations_company_id_payment_id_document_id_pk" PRIMARY KEY("company_id","payment_id","document_id"),
	CONSTRAINT "payment_allocations_amounts" CHECK ("payment_allocations"."cash" >= 0 and "payment_allocations"."withholding_tax" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recurring_invoices" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"invoice" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"max_count" integer,
	"made_count" integer DEFAULT 0 NOT NULL,
	"next_run_date" date,
	"due_in_days" integer DEFAULT 30 NOT NULL,
	"approve" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"last_error" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurring_invoices_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "recurring_invoices_counts" CHECK ("recurring_invoices"."max_count" is null or "recurring_invoices"."max_count" > 0),
	CONSTRAINT "recurring_invoices_due_days" CHECK ("recurring_invoices"."due_in_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "sales_document_events" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"event" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_document_events_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_document_lines" (
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"quantity_milli" bigint NOT NULL,
	"unit_price" bigint NOT NULL,
	"measurement" text DEFAULT '' NOT NULL,
	"service_date" date,
	"revenue_account_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_document_lines_company_id_document_id_position_pk" PRIMARY KEY("company_id","document_id","position"),
	CONSTRAINT "sales_document_lines_figures" CHECK ("sales_document_lines"."quantity_milli" > 0 and "sales_document_lines"."unit_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"status" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"date" date NOT NULL,
	"due_date" date,
	"purchase_order_number" text DEFAULT '' NOT NULL,
	"currency_code" text NOT NULL,
	"exchange_rate" numeric(20, 6) DEFAULT '1' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"employee_id" uuid,
	"discount_id" uuid,
	"discount_type" text,
	"discount_amount" bigint,
	"discount_basis_points" integer,
	"discount_account_id" uuid,
	"bank_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"installments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount_total" bigint NOT NULL,
	"tax_total" bigint NOT NULL,
	"total" bigint NOT NULL,
	"home_total" bigint NOT NULL,
	"amount_paid" bigint DEFAULT 0 NOT NULL,
	"amount_due" bigint DEFAULT 0 NOT NULL,
	"home_amount_paid" bigint DEFAULT 0 NOT NULL,
	"payment_account_id" uuid,
	"payment_method_id" uuid,
	"source_document_id" uuid,
	"entry_id" uuid,
	"public_token" text NOT NULL,
	"created_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"schedule_id" uuid,
	"schedule_run_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_documents_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "sales_documents_number_key" UNIQUE("company_id","kind","number"),
	CONSTRAINT "sales_documents_public_token_key" UNIQUE("company_id","public_token"),
	CONSTRAINT "sales_documents_schedule_run_key" UNIQUE("company_id","schedule_id","schedule_run_date"),
	CONSTRAINT "sales_documents_status" CHECK (("sales_documents"."kind" = 'invoice' and "sales_documents"."status" in ('draft', 'awaiting-approval', 'unpaid', 'partly-paid', 'paid', 'void'))
       or ("sales_documents"."kind" = 'estimate' and "sales_documents"."status" in ('draft', 'open', 'invoiced', 'void'))
       or ("sales_documents"."kind" = 'sales-receipt' and "sales_documents"."status" in ('paid', 'void'))
       or ("sales_documents"."kind" = 'credit-note' and "sales_documents"."status" in ('open', 'applied', 'void'))),
	CONSTRAINT "sales_documents_amounts" CHECK ("sales_documents"."subtotal" >= 0 and "sales_documents"."discount_total" >= 0 and "sales_documents"."tax_total" >= 0 and "sales_documents"."total" >= 0
       and "sales_documents"."home_total" >= 0 and "sales_documents"."amount_paid" >= 0 and "sales_documents"."amount_due" >= 0
       and "sales_documents"."amount_paid" + "sales_documents"."amount_due" <= "sales_documents"."total"),
	CONSTRAINT "sales_documents_exchange_rate" CHECK ("sales_documents"."exchange_rate" > 0)
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_source_type";--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."sales_documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_bank_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_payments" ADD CONSTRAINT "customer_payments_method_fk" FOREIGN KEY ("company_id","payment_method_id") REFERENCES "public"."payment_methods"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."customer_payments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."sales_documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurring_invoices" ADD CONSTRAINT "recurring_invoices_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_events" ADD CONSTRAINT "sales_document_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_events" ADD CONSTRAINT "sales_document_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_events" ADD CONSTRAINT "sales_document_events_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."sales_documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."sales_documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_product_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_revenue_account_fk" FOREIGN KEY ("company_id","revenue_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_customer_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."contacts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_discount_fk" FOREIGN KEY ("company_id","discount_id") REFERENCES "public"."discounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_discount_account_fk" FOREIGN KEY ("company_id","discount_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_payment_account_fk" FOREIGN KEY ("company_id","payment_account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_payment_method_fk" FOREIGN KEY ("company_id","payment_method_id") REFERENCES "public"."payment_methods"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_source_fk" FOREIGN KEY ("company_id","source_document_id") REFERENCES "public"."sales_documents"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_document_idx" ON "credit_applications" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "customer_payments_list_idx" ON "customer_payments" USING btree ("company_id","date","id");--> statement-breakpoint
CREATE INDEX "customer_payments_customer_idx" ON "customer_payments" USING btree ("company_id","customer_id","date");--> statement-breakpoint
CREATE INDEX "payment_allocations_document_idx" ON "payment_allocations" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "recurring_invoices_due_idx" ON "recurring_invoices" USING btree ("next_run_date") WHERE "recurring_invoices"."status" = 'active';--> statement-breakpoint
CREATE INDEX "sales_document_events_document_idx" ON "sales_document_events" USING btree ("company_id","document_id","at");--> statement-breakpoint
CREATE INDEX "sales_document_lines_product_idx" ON "sales_document_lines" USING btree ("company_id","product_id");--> statement-breakpoint
CREATE INDEX "sales_documents_list_idx" ON "sales_documents" USING btree ("company_id","kind","date","id");--> statement-breakpoint
CREATE INDEX "sales_documents_customer_idx" ON "sales_documents" USING btree ("company_id","customer_id","kind","date");--> statement-breakpoint
CREATE INDEX "sales_documents_due_idx" ON "sales_documents" USING btree ("company_id","due_date") WHERE "sales_documents"."kind" = 'invoice' and "sales_documents"."status" in ('unpaid', 'partly-paid');--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_source_type" CHECK (source_type in ('journal', 'opening-balance', 'reconciliation', 'invoice', 'sales-receipt', 'customer-payment', 'prepayment', 'bill', 'expense', 'vendor-payment', 'stock-receipt', 'stock-adjustment', 'stock-transfer', 'payroll', 'tax-payment', 'fx-revaluation', 'credit-note', 'credit-application'));