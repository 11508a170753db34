import {
  SUGGESTION_MESSAGES,
  SUGGESTION_STATUSES,
  isSuggestionCategory,
  isSuggestionPriority,
  isSuggestionStatus,
  type AdminSuggestionDto,
  type AdminSuggestionListDto,
  type SuggestionStatus,
} from '#shared/feature-suggestions/feature-suggestion.ts';
import { nameOrEmail } from '#shared/display-name.ts';
import type { Db } from '../../db/client.ts';
import { changedFields, recordAdminAction } from '../../lib/audit.ts';
import { notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../app-env.ts';
import * as repo from './repository.ts';

type NewSuggestion = {
  title: string;
  description: string;
  category: AdminSuggestionDto['category'];
  priority: AdminSuggestionDto['priority'];
};

/** Saves a suggestion with who sent it, as they are now (their name may change later). */
export function createSuggestion(db: Db, user: SessionUser, input: NewSuggestion) {
  return repo.insertSuggestion(db, {
    ...input,
    userId: user.id,
    userRole: user.role,
    userEmail: user.email,
    userName: nameOrEmail(user),
  });
}

// The columns are free text; only the shared schema's values are ever written, the guards keep the
// types honest.
const toDto = (r: repo.SuggestionRow): AdminSuggestionDto => ({
  id: r.id,
  title: r.title,
  description: r.description,
  category: isSuggestionCategory(r.category) ? r.category : 'general',
  priority: isSuggestionPriority(r.priority) ? r.priority : 'medium',
  status: isSuggestionStatus(r.status) ? r.status : 'new',
  userName: r.user_name || null,
  userEmail: r.user_email,
  userRole: r.user_role,
  createdAt: r.created_at,
});

export async function listSuggestions(
  db: Db,
  query: repo.SuggestionFilters & { page: number; pageSize: number },
): Promise<AdminSuggestionListDto> {
  const { page, pageSize, ...filters } = query;
  const { rows, counts } = await repo.listForAdmin(db, {
    ...filters,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const byStatus = Object.fromEntries(SUGGESTION_STATUSES.map((s) => [s, 0])) as Record<
    SuggestionStatus,
    number
  >;
  for (const c of counts) if (isSuggestionStatus(c.status)) byStatus[c.status] = c.n;
  const total = filters.status
    ? byStatus[filters.status]
    : SUGGESTION_STATUSES.reduce((n, s) => n + byStatus[s], 0);
  return { suggestions: rows.map(toDto), total, page, pageSize, counts: byStatus };
}

/** A super admin sets a suggestion's status; the audit log gets the change in the same transaction. */
export async function changeStatus(db: Db, admin: SessionUser, id: string, status: SuggestionStatus) {
  const row = await db.transaction(async (tx) => {
    const was = await repo.lockStatus(tx, id);
    if (was === null) throw notFound(SUGGESTION_MESSAGES.notFound);
    const now = await repo.setStatus(tx, id, status);
    await recordAdminAction(tx, admin, {
      action: 'feature_suggestion.update',
      targetType: 'feature_suggestion',
      targetId: id,
      ...changedFields({ status: was }, { status }),
    });
    return now;
  });
  if (!row) throw notFound(SUGGESTION_MESSAGES.notFound);
  return toDto(row);
}
