import { useQuery } from '@tanstack/react-query';
import { modelPageKeys, templatesOfEquipment } from './api';

/**
 * The template pages of an equipment's model, resolved to that equipment by the server at each
 * read (so they follow template edits and signal renames). The monitor offers the first one as
 * the equipment's default page. Kept apart from the tab so the monitor loads the page viewer
 * only for an equipment that has a template.
 */
export function useModelTemplates(equipmentId: string) {
  const query = useQuery({
    queryKey: modelPageKeys.ofEquipment(equipmentId),
    queryFn: () => templatesOfEquipment(equipmentId),
  });
  return { instances: query.data ?? [], pending: query.isPending };
}
