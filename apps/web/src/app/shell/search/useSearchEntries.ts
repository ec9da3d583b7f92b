import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchSignalChoices } from '../../../features/dataCenter/api';
import { queryAllEquipment, queryProjects } from '../../../features/monitor/api';
import { equipmentPath } from '../../../features/monitor/list/EquipmentCard';
import { monitorPages } from '../../../features/project/api';
import { useSession } from '../../../state/session';
import { AREA_LABEL, areasFor, menuFor, type Area } from '../navigation';
import type { SearchEntry } from './searchRanking';

/** Projects looked through for their pages: the search stays one small burst of calls. */
const PROJECT_PAGES_MAX = 3;

async function projectsWithPages() {
  const projects = [];
  for (let page = 1; page <= PROJECT_PAGES_MAX; page += 1) {
    const batch = await queryProjects('', page);
    projects.push(...batch.list);
    if (projects.length >= batch.total || batch.list.length === 0) break;
  }
  return Promise.all(
    projects.map(async (project) => ({
      project,
      // A project whose pages cannot be read is still found by its name.
      pages: await monitorPages(project.id).catch(() => []),
    })),
  );
}

/**
 * Everything the global search looks through, loaded when it opens and kept for a minute: the
 * menu's screens the user may open, equipment, monitoring pages and signals.
 */
export function useSearchEntries(open: boolean): { entries: SearchEntry[]; loading: boolean } {
  const { t } = useTranslation();
  const auths = useSession((state) => state.user?.auths);
  const options = { enabled: open, staleTime: 60_000 };
  const equipment = useQuery({
    queryKey: ['search', 'equipment'],
    queryFn: queryAllEquipment,
    ...options,
  });
  const projects = useQuery({
    queryKey: ['search', 'projects'],
    queryFn: projectsWithPages,
    ...options,
  });
  const signals = useQuery({
    queryKey: ['search', 'signals'],
    queryFn: fetchSignalChoices,
    ...options,
  });

  const areas: Area[] = [...areasFor(auths), 'message'];
  const menu: SearchEntry[] = areas.flatMap((area) =>
    menuFor(area, auths).map((item) => ({
      key: `menu:${item.path}`,
      kind: 'menu' as const,
      label: t(item.title),
      context: t(AREA_LABEL[area]),
      path: item.path,
    })),
  );
  const equipmentById = new Map((equipment.data ?? []).map((e) => [e.id, e]));
  const equipmentEntries: SearchEntry[] = (equipment.data ?? []).map((e) => ({
    key: `equipment:${e.id}`,
    kind: 'equipment',
    label: e.name,
    context: e.model,
    path: equipmentPath(e),
  }));
  const pageEntries: SearchEntry[] = (projects.data ?? []).flatMap(({ project, pages }) => [
    {
      key: `project:${project.id}`,
      kind: 'page' as const,
      label: project.name,
      context: t('route.ocInfo'),
      path: `/monitor/gm/ocInfo/${project.id}`,
    },
    ...pages.map((page) => ({
      key: `page:${page.id}`,
      kind: 'page' as const,
      label: page.title,
      context: project.name,
      path: `/monitor/project/${project.id}/page/${page.id}`,
    })),
  ]);
  const signalEntries: SearchEntry[] = (signals.data ?? []).flatMap((choice) => {
    const owner = equipmentById.get(choice.equipmentId);
    // A signal opens in its equipment's signal table.
    const path = equipmentPath({
      id: choice.equipmentId,
      type: owner?.type ?? 'eg',
      display: 'list',
    });
    return choice.signals.map((signal) => ({
      key: `signal:${signal.signalId}`,
      kind: 'signal' as const,
      label: signal.unit ? `${signal.name} (${signal.unit})` : signal.name,
      context: choice.name,
      path,
    }));
  });
  return {
    entries: [...menu, ...equipmentEntries, ...pageEntries, ...signalEntries],
    loading: equipment.isPending || projects.isPending || signals.isPending,
  };
}
