ALTER TABLE "family_member" DROP CONSTRAINT "family_member_family_id_family_id_fk";
