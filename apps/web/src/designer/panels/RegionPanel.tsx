import { Select, Typography } from 'antd';
import { parseAuthRegion, setAuthRegion, type Widget } from '@lf/designer';
import { BUILT_IN_ROLE_TEXT, BUILT_IN_ROLES } from '@lf/protocol';
import { useTranslation } from 'react-i18next';
import { useDesigner } from '../context';
import { Row } from './fields';

/**
 * The widget's authRegion: the roles that may use it in the viewer (built-in roles to pick,
 * custom role ids typed). Empty: everyone. Others do not see it, or see it disabled when it acts.
 */
export function RegionPanel({ widget }: { widget: Widget }) {
  const { t, i18n } = useTranslation();
  const run = useDesigner((s) => s.run);
  const language = i18n.language === 'en' ? 'en' : 'zh';
  const roles = parseAuthRegion(widget.authRegion);
  return (
    <div>
      <Row label={t('project.region.roles')}>
        <Select
          mode="tags"
          size="small"
          aria-label={t('project.region.roles')}
          placeholder={t('project.region.everyone')}
          value={roles}
          onChange={(ids: string[]) => run(setAuthRegion, { authRegion: ids.join(',') })}
          options={BUILT_IN_ROLES.filter((role) => role !== 'administrator').map((role) => ({
            value: role,
            label: BUILT_IN_ROLE_TEXT[role][language],
          }))}
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
