ALTER TABLE "operation_log" ADD COLUMN "summary_key" text;--> statement-breakpoint
ALTER TABLE "operation_log" ADD COLUMN "summary_params" jsonb;