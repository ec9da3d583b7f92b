import { Card, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SetupTarget } from '@lf/protocol';
import '../security.css';

const STEPS = ['validate', 'change', 'success'] as const;

/** A setup step's card: what is being changed, and the three steps (prove, change, done). */
export function SetupFrame({
  target,
  step,
  children,
}: {
  target: SetupTarget | undefined;
  step: (typeof STEPS)[number];
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card
      className="lf-setup"
      title={target ? t(`security.target.${target}`) : t('security.title')}
    >
      <Steps
        size="small"
        current={STEPS.indexOf(step)}
        style={{ marginBottom: 24 }}
        items={STEPS.map((key) => ({ title: t(`security.step.${key}`) }))}
      />
      <div className="lf-setup__body" data-testid={`setup-${step}`}>
        {children}
      </div>
    </Card>
  );
}
