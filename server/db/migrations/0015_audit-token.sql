-- Which API token an audited action was done with (null for a signed-in session), by id and by
-- the name it had then, so the log still says after the token is gone.
ALTER TABLE "audit_log" ADD COLUMN "actor_token_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_token_name" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_token_id_api_tokens_id_fk" FOREIGN KEY ("actor_token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;
