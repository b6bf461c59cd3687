CREATE TABLE "idempotency_key" (
	"admin_id" integer NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"answer" jsonb,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_key_admin_id_key_pk" PRIMARY KEY("admin_id","key")
);
