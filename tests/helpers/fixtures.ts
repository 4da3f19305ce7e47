/** Sample domain values for tests. */
import type { Issue } from '../../src/domain/support/issue.ts';

/** A fresh case with no actions. */
export function sampleIssue(overrides: Partial<Issue> = {}): Issue {
  return {
    id: '1',
    localId: 7,
    email: 'ana@example.com',
    name: 'Ana Lima',
    description: 'My playlist is gone.\nIt was there yesterday.',
    createdAt: '2026-11-20T09:30:00.000Z',
    status: 'NEW',
    issueActions: [],
    ...overrides,
  };
}

/** A tiny valid PNG (1x1, red). */
export const PNG_BYTES = Uint8Array.from(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64'),
);
