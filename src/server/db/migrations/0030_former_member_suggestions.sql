-- A suggestion whose sender deleted their account used to keep 'Former member' as the sender's name,
-- English words that the admin page showed as they were in every language. The deletion now leaves
-- the name empty and the page words it in its reader's language: the older rows are made the same.
-- Only rows the deletion emptied (no account, no address) are touched, never a name someone chose.
UPDATE "feature_suggestions" SET "user_name" = ''
WHERE "user_name" = 'Former member' AND "user_id" IS NULL AND "user_email" = '';
