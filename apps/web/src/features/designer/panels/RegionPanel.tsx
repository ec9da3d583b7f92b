import { useQuery } from '@tanstack/react-query';
import { Select, Typography } from 'antd';
import { parseAuthRegion, setAuthRegion, type Widget } from '@lf/designer';
import { BUILT_IN_ROLE_TEXT, BUILT_IN_ROLES, mayPerform } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { listRoles, usersKeys } from '../../users/api';
import { roleText } from '../../users/roleText';
import { useSession } from '../../../state/session';
import { useDesigner } from '../context';
import { Row } from './fields';

/**
 * The widget's authRegion: the roles that may use it in the viewer. Built-in roles are offered;
 * custom roles too when the designer may read the role list (user management), otherwise their
 * ids are typed. Empty: everyone. Others do not see the widget, or see it disabled when it acts.
 */
export function RegionPanel({ widget }: { widget: Widget }) {
  const { t, i18n } = useTranslation();
  const run = useDesigner((s) => s.run);
  const mayListRoles = useSession((s) => mayPerform(s.user?.auths, 'users.manage'));
  const roles = useQuery({
    queryKey: usersKeys.roles,
    queryFn: listRoles,
    enabled: mayListRoles,
    staleTime: 60_000,
  });
  const locale = i18n.language === 'en' ? 'en' : 'zh-CN';
  const options = (
    roles.data ?? BUILT_IN_ROLES.map((id) => ({ id, name: BUILT_IN_ROLE_TEXT[id].zh }))
  )
    .filter((role) => role.id !== 'administrator')
    .map((role) => ({ value: role.id, label: roleText(role, locale) }));
  return (
    <div>
      <Row label={t('project.region.roles')}>
        <Select
          mode="tags"
          size="small"
          aria-label={t('project.region.roles')}
          placeholder={t('project.region.everyone')}
          value={parseAuthRegion(widget.authRegion)}
          onChange={(ids: string[]) => run(setAuthRegion, { authRegion: ids.join(',') })}
          options={options}
          tokenSeparators={[',', '，', ' ']}
          style={{ width: '100%' }}
        />
      </Row>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8 }}>
        {t('project.region.hint')}
      </Typography.Paragraph>
    </div>
  );
}
