-- Stored files held while a backup runs (issue 30, docs/decisions/023). A change that drops the rows
-- naming files records them here, in its own transaction, when a backup holds its lock: the backup's
-- snapshot may still name them. They are removed once no backup runs.
CREATE TABLE "deferred_file_removals" (
	"prefix" text PRIMARY KEY NOT NULL,
	"deferred_at" timestamp with time zone DEFAULT now() NOT NULL
);
