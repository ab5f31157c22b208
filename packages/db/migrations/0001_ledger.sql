CREATE TABLE "accounts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sub_category_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"currency_code" text,
	"is_bank" boolean DEFAULT false NOT NULL,
	"system_key" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "accounts_code_key" UNIQUE("company_id","code"),
	CONSTRAINT "accounts_system_key_key" UNIQUE("company_id","system_key")
);
--> statement-breakpoint
CREATE TABLE "parent_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"account_type" text NOT NULL,
	"code_from" integer NOT NULL,
	"code_to" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "parent_accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sub_category_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"parent_account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"can_select_currency" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "sub_category_accounts_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bank_accounts" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bank_name" text NOT NULL,
	"bank_code" text,
	"account_number" text NOT NULL,
	"account_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bank_accounts_account_key" UNIQUE("company_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_imports" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"source_name" text NOT NULL,
	"statement_from" date,
	"statement_to" date,
	"line_count" integer DEFAULT 0 NOT NULL,
	"imported_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_imports_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_lines" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"import_id" uuid,
	"account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"statement_balance" bigint,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'unmatched' NOT NULL,
	"reconciliation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_lines_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "bank_statement_lines_external_id_key" UNIQUE("company_id","account_id","external_id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_matches" (
	"company_id" uuid NOT NULL,
	"statement_line_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_matches_company_id_statement_line_id_entry_id_line_number_pk" PRIMARY KEY("company_id","statement_line_id","entry_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "reconciliation_lines" (
	"company_id" uuid NOT NULL,
	"reconciliation_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	CONSTRAINT "reconciliation_lines_company_id_entry_id_line_number_pk" PRIMARY KEY("company_id","entry_id","line_number")
);
--> statement-breakpoint
CREATE TABLE "reconciliations" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"statement_date" date NOT NULL,
	"statement_balance" bigint NOT NULL,
	"status" text DEFAULT 'in-progress' NOT NULL,
	"created_by" uuid NOT NULL,
	"completed_by" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reconciliations_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "journal_document_lines" (
	"company_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"debit" bigint NOT NULL,
	"credit" bigint NOT NULL,
	CONSTRAINT "journal_document_lines_company_id_journal_id_line_number_pk" PRIMARY KEY("company_id","journal_id","line_number"),
	CONSTRAINT "journal_document_lines_amounts" CHECK ("journal_document_lines"."debit" >= 0 and "journal_document_lines"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "journals" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"reference" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"branch_id" uuid,
	"status" text NOT NULL,
	"entry_id" uuid,
	"created_by" uuid NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"rejected_by" uuid,
	"rejected_at" timestamp with time zone,
	"deleted_by" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journals_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "journals_number_key" UNIQUE("company_id","number")
);
--> statement-breakpoint
CREATE TABLE "account_daily_totals" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"debit" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "account_daily_totals_company_id_account_id_date_pk" PRIMARY KEY("company_id","account_id","date")
);
--> statement-breakpoint
CREATE TABLE "account_monthly_totals" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"debit" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"line_count" integer NOT NULL,
	CONSTRAINT "account_monthly_totals_company_id_account_id_month_pk" PRIMARY KEY("company_id","account_id","month")
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_sequences_company_id_kind_pk" PRIMARY KEY("company_id","kind")
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"number" integer,
	"date" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid,
	"branch_id" uuid,
	"reverses_entry_id" uuid,
	"reversed_by_entry_id" uuid,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "journal_entries_number_key" UNIQUE("company_id","number")
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"debit" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"currency_code" text,
	"currency_amount" bigint,
	"description" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	CONSTRAINT "journal_lines_company_id_entry_id_line_number_pk" PRIMARY KEY("company_id","entry_id","line_number"),
	CONSTRAINT "journal_lines_one_side" CHECK (("journal_lines"."debit" > 0 and "journal_lines"."credit" = 0) or ("journal_lines"."credit" > 0 and "journal_lines"."debit" = 0))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "lock_date" date;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_sub_category_id_sub_category_accounts_id_fk" FOREIGN KEY ("sub_category_id") REFERENCES "public"."sub_category_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_category_accounts" ADD CONSTRAINT "sub_category_accounts_parent_account_id_parent_accounts_id_fk" FOREIGN KEY ("parent_account_id") REFERENCES "public"."parent_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_imports" ADD CONSTRAINT "bank_statement_imports_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_import_id_bank_statement_imports_company_id_id_fk" FOREIGN KEY ("company_id","import_id") REFERENCES "public"."bank_statement_imports"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_lines" ADD CONSTRAINT "bank_statement_lines_company_id_reconciliation_id_reconciliations_company_id_id_fk" FOREIGN KEY ("company_id","reconciliation_id") REFERENCES "public"."reconciliations"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_company_id_statement_line_id_bank_statement_lines_company_id_id_fk" FOREIGN KEY ("company_id","statement_line_id") REFERENCES "public"."bank_statement_lines"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_matches" ADD CONSTRAINT "bank_statement_matches_company_id_entry_id_line_number_journal_lines_company_id_entry_id_line_number_fk" FOREIGN KEY ("company_id","entry_id","line_number") REFERENCES "public"."journal_lines"("company_id","entry_id","line_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_company_id_reconciliation_id_reconciliations_company_id_id_fk" FOREIGN KEY ("company_id","reconciliation_id") REFERENCES "public"."reconciliations"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_lines" ADD CONSTRAINT "reconciliation_lines_company_id_entry_id_line_number_journal_lines_company_id_entry_id_line_number_fk" FOREIGN KEY ("company_id","entry_id","line_number") REFERENCES "public"."journal_lines"("company_id","entry_id","line_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliations" ADD CONSTRAINT "reconciliations_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_document_lines" ADD CONSTRAINT "journal_document_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_document_lines" ADD CONSTRAINT "journal_document_lines_company_id_journal_id_journals_company_id_id_fk" FOREIGN KEY ("company_id","journal_id") REFERENCES "public"."journals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_document_lines" ADD CONSTRAINT "journal_document_lines_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journals" ADD CONSTRAINT "journals_company_id_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_daily_totals" ADD CONSTRAINT "account_daily_totals_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_monthly_totals" ADD CONSTRAINT "account_monthly_totals_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_sequences" ADD CONSTRAINT "document_sequences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_company_id_reverses_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","reverses_entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_name_key" ON "accounts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_sub_category_idx" ON "accounts" USING btree ("company_id","sub_category_id");--> statement-breakpoint
CREATE INDEX "sub_category_accounts_parent_idx" ON "sub_category_accounts" USING btree ("parent_account_id");--> statement-breakpoint
CREATE INDEX "bank_statement_lines_account_idx" ON "bank_statement_lines" USING btree ("company_id","account_id","status","date");--> statement-breakpoint
CREATE INDEX "reconciliation_lines_reconciliation_idx" ON "reconciliation_lines" USING btree ("company_id","reconciliation_id");--> statement-breakpoint
CREATE INDEX "reconciliations_account_idx" ON "reconciliations" USING btree ("company_id","account_id","statement_date");--> statement-breakpoint
CREATE INDEX "journal_document_lines_account_idx" ON "journal_document_lines" USING btree ("company_id","account_id");--> statement-breakpoint
CREATE INDEX "journals_list_idx" ON "journals" USING btree ("company_id","date","number");--> statement-breakpoint
CREATE INDEX "account_daily_totals_date_idx" ON "account_daily_totals" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "journal_entries_source_idx" ON "journal_entries" USING btree ("company_id","source_type","source_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("company_id","account_id","date","entry_id","line_number");