-- Buying and spending on the document kernel (issue 27): bills, expenses and purchase orders are
-- documents of direction 'purchases'. A purchase line may have no product (an expense category is
-- an account), may carry the withholding tax for its kind of supply (deducted when the bill is
-- paid, not added to its total) and a purchase order's line counts what has been received.
ALTER TABLE "document_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "received_milli" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "withholding_tax_id" uuid;--> statement-breakpoint
ALTER TABLE "document_lines" ADD COLUMN "withholding_basis_points" integer;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_withholding_fk" FOREIGN KEY ("company_id","withholding_tax_id") REFERENCES "public"."taxes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_received" CHECK ("document_lines"."received_milli" >= 0);--> statement-breakpoint
ALTER TABLE "document_lines" ADD CONSTRAINT "document_lines_withholding" CHECK (("document_lines"."withholding_tax_id" is null) = ("document_lines"."withholding_basis_points" is null) and coalesce("document_lines"."withholding_basis_points", 0) between 0 and 10000);--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "tin" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "withholding_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_status";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_status" CHECK (("documents"."kind" = 'invoice' and "documents"."status" in ('draft', 'awaiting-approval', 'unpaid', 'partly-paid', 'paid', 'void'))
       or ("documents"."kind" = 'estimate' and "documents"."status" in ('draft', 'open', 'invoiced', 'void'))
       or ("documents"."kind" = 'sales-receipt' and "documents"."status" in ('paid', 'void'))
       or ("documents"."kind" = 'credit-note' and "documents"."status" in ('open', 'applied', 'void'))
       or ("documents"."kind" = 'bill' and "documents"."status" in ('draft', 'awaiting-approval', 'unpaid', 'partly-paid', 'paid', 'void'))
       or ("documents"."kind" = 'expense' and "documents"."status" in ('awaiting-approval', 'paid', 'void'))
       or ("documents"."kind" = 'purchase-order' and "documents"."status" in ('draft', 'awaiting-approval', 'open', 'partly-received', 'received', 'billed', 'void')));--> statement-breakpoint
ALTER TABLE "documents" DROP CONSTRAINT "documents_direction";--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_direction" CHECK (("documents"."kind" in ('invoice', 'estimate', 'sales-receipt', 'credit-note')) = ("documents"."direction" = 'sales') and "documents"."direction" in ('sales', 'purchases') and "documents"."kind" in ('invoice', 'estimate', 'sales-receipt', 'credit-note', 'bill', 'expense', 'purchase-order'));--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_withholding" CHECK ("documents"."withholding_total" >= 0);--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_owner_kind";--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_kind" CHECK ("attachments"."owner_kind" in ('journal', 'bank-entry', 'document'));--> statement-breakpoint
CREATE TABLE "approval_limits" (
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"document_kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"updated_by" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_limits_company_id_role_id_document_kind_pk" PRIMARY KEY("company_id","role_id","document_kind"),
	CONSTRAINT "approval_limits_kind" CHECK ("approval_limits"."document_kind" in ('bill', 'expense', 'purchase-order')),
	CONSTRAINT "approval_limits_amount" CHECK ("approval_limits"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "approval_limits" ADD CONSTRAINT "approval_limits_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_limits" ADD CONSTRAINT "approval_limits_role_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_limits" ADD CONSTRAINT "approval_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The vendor aging sums each vendor's open bills from this index alone, as the customer aging
-- does its open invoices (0018). Drizzle cannot declare INCLUDE.
CREATE INDEX "documents_open_bills_contact_idx" ON "documents" ("company_id", "contact_id")
  INCLUDE ("date", "due_date", "branch_id", "home_total", "home_amount_paid")
  WHERE "kind" = 'bill' AND "status" IN ('unpaid', 'partly-paid');--> statement-breakpoint
CREATE INDEX "documents_open_bills_list_idx" ON "documents" USING btree ("company_id","date","id","due_date","status") WHERE "documents"."kind" = 'bill' and "documents"."status" in ('unpaid', 'partly-paid');
