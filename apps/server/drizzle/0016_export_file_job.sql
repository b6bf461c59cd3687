CREATE TABLE "export_file_chunk" (
	"token_hash" text NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "export_file_chunk_token_hash_seq_pk" PRIMARY KEY("token_hash","seq")
);
--> statement-breakpoint
ALTER TABLE "export_ticket" ADD COLUMN "job_id" text;--> statement-breakpoint
ALTER TABLE "export_ticket" ADD COLUMN "ready_at" bigint;--> statement-breakpoint
ALTER TABLE "export_file_chunk" ADD CONSTRAINT "export_file_chunk_token_hash_export_ticket_token_hash_fk" FOREIGN KEY ("token_hash") REFERENCES "public"."export_ticket"("token_hash") ON DELETE cascade ON UPDATE no action;