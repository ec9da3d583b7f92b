import { Breadcrumb } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../routeTitle';
import { AREA_LABEL, areaOf, parentEntry } from './navigation';

/**
 * Where a detail screen sits: its area, the list it was opened from (a link back), and the
 * screen itself. Screens that are menu entries need none: the menu shows where they are.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = useRouteTitle();
  const parent = parentEntry(pathname);
  if (!parent || !title) return null;
  return (
    <Breadcrumb
      className="lf-shell__breadcrumb"
      aria-label={t('nav.breadcrumb')}
      items={[
        { title: t(AREA_LABEL[areaOf(pathname)]) },
        { title: <Link to={parent.path}>{t(parent.title)}</Link> },
        { title: t(title) },
      ]}
    />
  );
}
