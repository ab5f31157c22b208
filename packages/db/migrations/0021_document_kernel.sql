-- One document kernel for both directions (issue 27). Selling's tables become the tables of every
-- document, line and payment: a bill is an invoice the other way round, a vendor payment a payment
-- received the other way round. Documents and payments carry their direction ('sales' or
-- 'purchases') and a contact (customer or vendor), a line an account (revenue or expense). Renames
-- only, so every row, index and trigger is kept; names follow the tables.
ALTER TABLE "sales_documents" RENAME TO "documents";--> statement-breakpoint
ALTER TABLE "sales_document_lines" RENAME TO "document_lines";--> statement-breakpoint
ALTER TABLE "customer_payments" RENAME TO "payments";--> statement-breakpoint
ALTER TABLE "sales_document_events" RENAME TO "document_events";--> statement-breakpoint
ALTER TABLE "documents" RENAME COLUMN "customer_id" TO "contact_id";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME COLUMN "revenue_account_id" TO "account_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "customer_id" TO "contact_id";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "amount_received" TO "amount";--> statement-breakpoint
ALTER TABLE "credit_applications" RENAME COLUMN "customer_id" TO "contact_id";--> statement-breakpoint
ALTER TRIGGER "sales_documents_count" ON "documents" RENAME TO "documents_count";--> statement-breakpoint
ALTER FUNCTION count_sales_documents() RENAME TO count_documents;--> statement-breakpoint
ALTER TABLE "credit_applications" RENAME CONSTRAINT "credit_applications_customer_fk" TO "credit_applications_contact_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_amounts" TO "payments_amounts";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_bank_fk" TO "payments_bank_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_branch_fk" TO "payments_branch_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_company_id_companies_id_fk" TO "payments_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_company_id_id_pk" TO "payments_company_id_id_pk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_created_by_users_id_fk" TO "payments_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_currency_code_currencies_code_fk" TO "payments_currency_code_currencies_code_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_customer_fk" TO "payments_contact_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_method_fk" TO "payments_method_fk";--> statement-breakpoint
ALTER TABLE "payments" RENAME CONSTRAINT "customer_payments_number_key" TO "payments_number_key";--> statement-breakpoint
ALTER TABLE "document_events" RENAME CONSTRAINT "sales_document_events_company_id_companies_id_fk" TO "document_events_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "document_events" RENAME CONSTRAINT "sales_document_events_company_id_id_pk" TO "document_events_company_id_id_pk";--> statement-breakpoint
ALTER TABLE "document_events" RENAME CONSTRAINT "sales_document_events_document_fk" TO "document_events_document_fk";--> statement-breakpoint
ALTER TABLE "document_events" RENAME CONSTRAINT "sales_document_events_user_id_users_id_fk" TO "document_events_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME CONSTRAINT "sales_document_lines_company_id_companies_id_fk" TO "document_lines_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME CONSTRAINT "sales_document_lines_company_id_document_id_position_pk" TO "document_lines_company_id_document_id_position_pk";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME CONSTRAINT "sales_document_lines_document_fk" TO "document_lines_document_fk";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME CONSTRAINT "sales_document_lines_figures" TO "document_lines_figures";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME CONSTRAINT "sales_document_lines_product_fk" TO "document_lines_product_fk";--> statement-breakpoint
ALTER TABLE "document_lines" RENAME CONSTRAINT "sales_document_lines_revenue_account_fk" TO "document_lines_account_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_amounts" TO "documents_amounts";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_approved_by_users_id_fk" TO "documents_approved_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_branch_fk" TO "documents_branch_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_company_id_companies_id_fk" TO "documents_company_id_companies_id_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_company_id_id_pk" TO "documents_company_id_id_pk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_created_by_users_id_fk" TO "documents_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_credit_kind" TO "documents_credit_kind";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_currency_code_currencies_code_fk" TO "documents_currency_code_currencies_code_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_customer_fk" TO "documents_contact_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_discount_account_fk" TO "documents_discount_account_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_discount_fk" TO "documents_discount_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_employee_fk" TO "documents_employee_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_exchange_rate" TO "documents_exchange_rate";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_number_key" TO "documents_number_key";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_payment_account_fk" TO "documents_payment_account_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_payment_method_fk" TO "documents_payment_method_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_public_token_key" TO "documents_public_token_key";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_schedule_run_key" TO "documents_schedule_run_key";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_source_fk" TO "documents_source_fk";--> statement-breakpoint
ALTER TABLE "documents" RENAME CONSTRAINT "sales_documents_status" TO "documents_status";--> statement-breakpoint
ALTER INDEX "customer_payments_customer_idx" RENAME TO "payments_contact_idx";--> statement-breakpoint
ALTER INDEX "customer_payments_list_idx" RENAME TO "payments_list_idx";--> statement-breakpoint
ALTER INDEX "sales_document_events_document_idx" RENAME TO "document_events_document_idx";--> statement-breakpoint
ALTER INDEX "sales_document_lines_product_idx" RENAME TO "document_lines_product_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_branch_list_idx" RENAME TO "documents_branch_list_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_customer_idx" RENAME TO "documents_contact_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_discount_idx" RENAME TO "documents_discount_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_due_idx" RENAME TO "documents_due_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_list_idx" RENAME TO "documents_list_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_open_customer_idx" RENAME TO "documents_open_contact_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_open_list_idx" RENAME TO "documents_open_list_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_source_idx" RENAME TO "documents_source_idx";--> statement-breakpoint
ALTER INDEX "sales_documents_status_list_idx" RENAME TO "documents_status_list_idx";--> statement-breakpoint
-- Every document so far is a sale, every payment one received. The direction is kept beside the
-- kind (a bill is 'purchases', an invoice 'sales'), so lists, aging and balances filter by it; the
-- check keeps it true to the kind.
ALTER TABLE "documents" ADD COLUMN "direction" text DEFAULT 'sales' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "direction" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_direction" CHECK (("documents"."kind" in ('invoice', 'estimate', 'sales-receipt', 'credit-note')) = ("documents"."direction" = 'sales') and "documents"."direction" in ('sales', 'purchases'));--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "direction" text DEFAULT 'sales' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "direction" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_direction" CHECK ("payments"."direction" in ('sales', 'purchases'));--> statement-breakpoint
-- A payment made and one received are numbered apart.
ALTER TABLE "payments" DROP CONSTRAINT "payments_number_key";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_number_key" UNIQUE("company_id","direction","kind","number");
