import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { featureSuggestions } from '../../db/schema/index.ts';

type NewSuggestion = typeof featureSuggestions.$inferInsert;

export async function insertSuggestion(db: Db, values: NewSuggestion) {
  const [row] = await db.insert(featureSuggestions).values(values).returning({ id: featureSuggestions.id });
  return row;
}

export function listSuggestions(db: Db, limit: number) {
  return db
    .select({
      id: featureSuggestions.id,
      title: featureSuggestions.title,
      description: featureSuggestions.description,
      category: featureSuggestions.category,
      priority: featureSuggestions.priority,
      status: featureSuggestions.status,
      userRole: featureSuggestions.userRole,
      userName: featureSuggestions.userName,
      userEmail: featureSuggestions.userEmail,
      createdAt: featureSuggestions.createdAt,
    })
    .from(featureSuggestions)
    .orderBy(desc(featureSuggestions.createdAt))
    .limit(limit);
}
