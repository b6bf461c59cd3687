CREATE TABLE "server_error" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_at" bigint NOT NULL,
	"request_id" text NOT NULL,
	"module" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"error_type" text NOT NULL,
	"code" text,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"admin_id" integer,
	"admin_name" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "server_error_created_idx" ON "server_error" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "server_error_request_idx" ON "server_error" USING btree ("request_id");