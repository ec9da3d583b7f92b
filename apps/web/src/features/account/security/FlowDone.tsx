import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Result } from 'antd';
import type { Flow } from './api';
import { storeTicket } from './flowTicket';

/**
 * Whether the flow's last step was reached from its change step (which passes `done`). The
 * ticket is used up either way: this tab's flow ends here.
 */
export function useFlowDone(flow: Flow): boolean {
  const done = (useLocation().state as { done?: boolean } | null)?.done === true;
  useEffect(() => storeTicket(flow, null), [flow]);
  return done;
}

/** What a finished flow says, with the one way on from it. */
export function FlowDoneResult({
  title,
  subTitle,
  to,
  action,
  testId,
}: {
  title: string;
  subTitle?: string;
  to: string;
  action: string;
  testId: string;
}) {
  return (
    <Result
      status="success"
      title={title}
      subTitle={subTitle}
      extra={
        <Link to={to}>
          <Button type="primary" data-testid={testId}>
            {action}
          </Button>
        </Link>
      }
    />
  );
}
