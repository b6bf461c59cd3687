DROP INDEX "shop_prop_region_idx";--> statement-breakpoint
ALTER TABLE "shop_prop" ALTER COLUMN "effect" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "shop_prop" ALTER COLUMN "effect" DROP NOT NULL;--> statement-breakpoint
UPDATE "shop_prop" SET "effect" = NULL WHERE "effect" = '';--> statement-breakpoint
ALTER TABLE "shop_prop" ADD COLUMN "regions" integer[];--> statement-breakpoint
UPDATE "shop_prop" SET "regions" = ARRAY["region_id"];--> statement-breakpoint
ALTER TABLE "shop_prop" ALTER COLUMN "regions" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "shop_prop_regions_idx" ON "shop_prop" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "shop_prop_sort_idx" ON "shop_prop" USING btree ("sort","id");--> statement-breakpoint
ALTER TABLE "shop_prop" DROP COLUMN "region_id";--> statement-breakpoint
ALTER TABLE "shop_prop" DROP COLUMN "price_changed_at";
