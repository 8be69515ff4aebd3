-- The daily cap on new conversations (docs/decisions/032) counts the conversations a person started
-- in the last 24 hours, newest first: one range of this index, however many conversations they are
-- in as the seller.
CREATE INDEX IF NOT EXISTS "conversations_buyer_created_idx" ON "conversations" USING btree ("buyer_id", "created_at");
