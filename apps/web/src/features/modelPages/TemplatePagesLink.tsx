import { Button } from 'antd';
import { LayoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Opens the template designer of a model (its pages bound by the model's signal names). */
export function TemplatePagesLink({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      type="link"
      icon={<LayoutOutlined />}
      data-testid={`model-templates-${modelId}`}
      onClick={() => void navigate(`/manage/eg/modelPage/${modelId}`)}
    >
      {t('modelPages.openTemplates')}
    </Button>
  );
}
