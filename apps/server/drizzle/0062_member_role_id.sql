ALTER TABLE "member_role" ADD COLUMN "id" bigserial NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "member_role_id_idx" ON "member_role" USING btree ("id");