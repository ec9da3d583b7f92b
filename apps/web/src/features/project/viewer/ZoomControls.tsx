import { Button, Segmented, Space, Tooltip, Typography } from 'antd';
import { UndoOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReadingMode } from './viewZoom';

const MODES: readonly ReadingMode[] = ['page', 'width', 'actual'];

/** The viewer's reading mode, zoom buttons with the scale they reach, and a reset. */
export function ZoomControls({
  mode,
  scale,
  onMode,
  onZoomIn,
  onZoomOut,
  onReset,
}: {
  mode: ReadingMode;
  scale: number;
  onMode: (mode: ReadingMode) => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Space
      wrap
      size={4}
      data-testid="viewer-zoom"
      style={{ justifyContent: 'flex-end', width: '100%', padding: 4 }}
    >
      <Segmented<ReadingMode>
        aria-label={t('project.viewer.zoom.mode')}
        value={mode}
        onChange={onMode}
        options={MODES.map((value) => ({ value, label: t(`project.viewer.zoom.${value}`) }))}
      />
      <Tooltip title={t('project.viewer.zoom.out')}>
        <Button
          icon={<ZoomOutOutlined />}
          aria-label={t('project.viewer.zoom.out')}
          onClick={onZoomOut}
        />
      </Tooltip>
      <Typography.Text
        data-testid="viewer-zoom-scale"
        style={{ minWidth: 44, textAlign: 'center' }}
      >
        {`${Math.round(scale * 100)}%`}
      </Typography.Text>
      <Tooltip title={t('project.viewer.zoom.in')}>
        <Button
          icon={<ZoomInOutlined />}
          aria-label={t('project.viewer.zoom.in')}
          onClick={onZoomIn}
        />
      </Tooltip>
      <Tooltip title={t('project.viewer.zoom.reset')}>
        <Button
          icon={<UndoOutlined />}
          aria-label={t('project.viewer.zoom.reset')}
          onClick={onReset}
        />
      </Tooltip>
    </Space>
  );
}
