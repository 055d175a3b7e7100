import type { Pagination, Rent } from '@nivas/domain';
import { readAnswer, type Answer } from '@/api/read-answer';

/** One page of GET /rents, as the rent screens hold it. */
export interface RentsPage {
  rents: Rent[];
  pagination: Pagination;
}

/** GET /rents?page=: `{ data, pagination }`, read by its envelope (api/read-answer.ts). */
export function readRentsPage(body: unknown): RentsPage {
  const answer = readAnswer<Answer<Rent[], { pagination: Pagination }>>(body, 'list');
  return { rents: answer.data, pagination: answer.pagination };
}
