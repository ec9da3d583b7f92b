import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { SetupTarget, TicketState } from '@lf/protocol';
import { storeTicket } from '../flowTicket';
import { FLOW_START, useFlowState } from '../useFlowState';

/** A change step: the ticket must be verified and be for this change, else back to the start. */
export function useVerifiedTarget(target: SetupTarget): TicketState | undefined {
  const navigate = useNavigate();
  const state = useFlowState('setup', 'verified');
  const wrong = state !== undefined && state.target !== target;
  useEffect(() => {
    if (!wrong) return;
    storeTicket('setup', null);
    void navigate(FLOW_START.setup, { replace: true, state: { restarted: true } });
  }, [wrong, navigate]);
  return wrong ? undefined : state;
}

/**
 * After the change the success page names what changed (and drops the used ticket: dropping it
 * here would send this page, still shown during the navigation, back to the start).
 */
export function finishSetup(navigate: ReturnType<typeof useNavigate>, target: SetupTarget) {
  void navigate(`/account/security/sms/setup/success/${target}`, {
    replace: true,
    state: { done: true },
  });
}
