import { queryOptions } from '@tanstack/react-query';
import { pagesOf } from '../pages/pageApi';

/** A project's page list, as the designer's page list shows it; changes there invalidate it. */
export function projectPagesQuery(projectId: string) {
  return queryOptions({
    queryKey: ['project', projectId, 'pages'],
    queryFn: () => pagesOf.project(projectId),
    staleTime: 30_000,
  });
}
