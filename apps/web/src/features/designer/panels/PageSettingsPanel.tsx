import { Input, Select, Switch } from 'antd';
import { PAGE_FITS, PAGE_THEMES, setPage, type PageInput } from '@lf/designer';
import { useTranslation } from 'react-i18next';
import { ColourField } from '../ColourField';
import { useDesigner } from '../context';
import { CommitNumber, CommitText, Row } from './fields';

const FIT_KEYS = {
  container: 'fitContainer',
  width: 'fitWidth',
  height: 'fitHeight',
  original: 'fitOriginal',
} as const;

const THEME_KEYS = {
  standard: 'themeStandard',
  highPerformance: 'themeHighPerformance',
  highPerformanceDark: 'themeHighPerformanceDark',
} as const;

/**
 * Page settings: size, fit, background colour or image, the viewer's theme, grid and the
 * access password.
 */
export function PageSettingsPanel({ withPassword }: { withPassword: boolean }) {
  const { t } = useTranslation();
  const run = useDesigner((s) => s.run);
  const con = useDesigner((s) => s.editor.document.con);
  const set = (patch: PageInput) => run(setPage, { con: patch });
  return (
    <div>
      <Row label={t('project.page.title')}>
        <CommitText
          label={t('project.page.title')}
          value={con.title}
          onCommit={(title) => set({ title })}
        />
      </Row>
      <Row label={t('project.page.width')}>
        <CommitNumber
          label={t('project.page.width')}
          value={con.width}
          min={1}
          onCommit={(width) => set({ width })}
        />
      </Row>
      <Row label={t('project.page.height')}>
        <CommitNumber
          label={t('project.page.height')}
          value={con.height}
          min={1}
          onCommit={(height) => set({ height })}
        />
      </Row>
      <Row label={t('project.page.fit')}>
        <Select
          size="small"
          aria-label={t('project.page.fit')}
          value={con.fit}
          onChange={(fit) => set({ fit })}
          options={PAGE_FITS.map((fit) => ({
            value: fit,
            label: t(`project.page.${FIT_KEYS[fit]}`),
          }))}
          style={{ width: '100%' }}
        />
      </Row>
      <Row label={t('project.page.bgColor')}>
        <ColourField
          label={t('project.page.bgColor')}
          value={con.bgColor}
          onChange={(bgColor) => set({ bgColor })}
        />
      </Row>
      <Row label={t('project.page.theme')}>
        <Select
          size="small"
          aria-label={t('project.page.theme')}
          value={con.theme}
          onChange={(theme) => set({ theme })}
          options={PAGE_THEMES.map((theme) => ({
            value: theme,
            label: t(`project.page.${THEME_KEYS[theme]}`),
          }))}
          style={{ width: '100%' }}
        />
      </Row>
      <Row label={t('project.page.useBgImage')}>
        <Switch
          size="small"
          aria-label={t('project.page.useBgImage')}
          checked={con.useBgImage}
          onChange={(useBgImage) => set({ useBgImage })}
        />
      </Row>
      {con.useBgImage ? (
        <Row label={t('project.page.bgImage')}>
          <CommitText
            label={t('project.page.bgImage')}
            value={con.bgImage}
            placeholder="https://"
            onCommit={(bgImage) => set({ bgImage })}
          />
        </Row>
      ) : null}
      <Row label={t('project.page.grid')}>
        <Switch
          size="small"
          aria-label={t('project.page.grid')}
          checked={con.grid}
          onChange={(grid) => set({ grid })}
        />
      </Row>
      {withPassword ? (
        <>
          <Row label={t('project.page.checkpwd')}>
            <Switch
              size="small"
              aria-label={t('project.page.checkpwd')}
              checked={con.checkpwd}
              onChange={(checkpwd) => set({ checkpwd })}
            />
          </Row>
          {con.checkpwd ? (
            <Row label={t('project.page.password')}>
              <Input.Password
                size="small"
                aria-label={t('project.page.password')}
                placeholder={t('project.page.passwordKeep')}
                defaultValue={con.password}
                onBlur={(event) =>
                  event.target.value !== con.password && set({ password: event.target.value })
                }
                autoComplete="new-password"
              />
            </Row>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
