CREATE TABLE "id_lock" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"removed_at" bigint,
	"removed_by" integer,
	"removed_by_name" text DEFAULT '' NOT NULL,
	"remove_reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_number_type" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"digits" smallint NOT NULL,
	"pairs" smallint NOT NULL,
	"price" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "id_number" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"digits" smallint NOT NULL,
	"pairs" smallint NOT NULL,
	"shape" text NOT NULL,
	"for_sale" boolean DEFAULT true NOT NULL,
	"created_by" integer NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "id_lock_active_idx" ON "id_lock" USING btree ("number") WHERE "id_lock"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "id_lock_number_idx" ON "id_lock" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "id_number_type_kind_idx" ON "id_number_type" USING btree ("digits","pairs");--> statement-breakpoint
CREATE UNIQUE INDEX "id_number_number_idx" ON "id_number" USING btree ("number");--> statement-breakpoint
CREATE INDEX "id_number_like_idx" ON "id_number" USING btree ("number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "id_number_kind_idx" ON "id_number" USING btree ("digits","pairs");--> statement-breakpoint
CREATE INDEX "id_number_shape_idx" ON "id_number" USING btree ("shape");