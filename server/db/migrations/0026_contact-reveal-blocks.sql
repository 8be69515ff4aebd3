-- Contact reveal and blocking (issue 20). One row per person and ad they revealed the contacts of
-- (the first time: repeats neither add rows nor count against the day's cap); the per-day count
-- walks the person's rows of the last day.
CREATE TABLE "contact_reveals" (
	"ad_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_reveals_pk" PRIMARY KEY("ad_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_ad_id_advertisements_id_fk" FOREIGN KEY ("ad_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reveals" ADD CONSTRAINT "contact_reveals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_reveals_user_revealed_idx" ON "contact_reveals" USING btree ("user_id","revealed_at" DESC NULLS FIRST);--> statement-breakpoint
-- A block is one person's (blocker) of another; it hides each from the other, so lookups go both ways.
CREATE TABLE "person_blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "person_blocks_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "person_blocks_not_self" CHECK ("person_blocks"."blocker_id" <> "person_blocks"."blocked_id")
);
--> statement-breakpoint
ALTER TABLE "person_blocks" ADD CONSTRAINT "person_blocks_blocker_id_user_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person_blocks" ADD CONSTRAINT "person_blocks_blocked_id_user_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "person_blocks_blocked_idx" ON "person_blocks" USING btree ("blocked_id","blocker_id");
