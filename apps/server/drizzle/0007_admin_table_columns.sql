CREATE TABLE "admin_table_columns" (
	"admin_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"hidden" jsonb NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "admin_table_columns_admin_id_table_name_pk" PRIMARY KEY("admin_id","table_name")
);
