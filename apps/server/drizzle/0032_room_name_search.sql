DROP INDEX "room_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "room_name_trgm_idx" ON "room" USING gin ("name" gin_trgm_ops);