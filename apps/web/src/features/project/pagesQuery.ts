import { queryOptions } from '@tanstack/react-query';
import { queryPages } from './api';

/** A project's page list, as the designer's page list shows it; changes there invalidate it. */
export function projectPagesQuery(projectId: string) {
  return queryOptions({
    queryKey: ['project', projectId, 'pages'],
    queryFn: () => queryPages(projectId),
    staleTime: 30_000,
  });
}
