ALTER TABLE "contacts" ADD COLUMN "bank_code" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "bank_account_number" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_bank_details" CHECK (("contacts"."bank_code" is null) = ("contacts"."bank_account_number" is null));