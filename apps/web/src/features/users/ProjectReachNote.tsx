import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { projectReach, usersKeys } from './api';

/**
 * Says what the chosen projects grant: every equipment bound to them comes into the data range
 * with all the role's rights on it (docs/decisions.md, "A project range brings its equipment").
 */
export function ProjectReachNote({ projectIds }: { projectIds: readonly string[] }) {
  const { t } = useTranslation();
  const reach = useQuery({
    queryKey: usersKeys.projectReach(projectIds),
    queryFn: () => projectReach(projectIds),
    enabled: projectIds.length > 0,
  });
  if (projectIds.length === 0 || !reach.data) return null;
  return (
    <Alert
      type="info"
      data-testid="project-reach"
      style={{ marginBottom: 16 }}
      message={t('users.projectReachTitle')}
      description={
        <>
          <Typography.Paragraph style={{ marginBottom: 8 }}>
            {t('users.projectReachHint')}
          </Typography.Paragraph>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {reach.data.map((project) => (
              <li key={project.id}>
                <Typography.Text strong>{project.name}</Typography.Text>
                {'：'}
                {project.equipment.length > 0
                  ? project.equipment.map((equipment) => equipment.name).join('、')
                  : t('users.projectReachNone')}
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
