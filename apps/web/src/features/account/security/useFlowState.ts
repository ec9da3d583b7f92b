import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TicketStage, TicketState } from '@lf/protocol';
import { flowApi, type Flow } from './api';
import { storedTicket, storeTicket } from './flowTicket';

/** Where each flow starts again when a step is reached out of order. */
export const FLOW_START: Record<Flow, string> = {
  findpwd: '/findpwd/account',
  setup: '/account/security/sms',
};

export const SETUP_BASE = '/account/security/sms/setup';

/**
 * The flow's state for a step that needs `stage`: read from the server for the tab's ticket;
 * without a ticket, with one the server no longer accepts, or at another stage, the person is
 * sent back to the flow's start.
 */
export function useFlowState(flow: Flow, stage: TicketStage): TicketState | undefined {
  const navigate = useNavigate();
  const ticket = storedTicket(flow);
  const query = useQuery({
    // The stage is part of the key: a step never decides on the state an earlier step cached.
    queryKey: ['securityFlow', flow, ticket, stage],
    queryFn: () => flowApi(flow).state(ticket ?? ''),
    enabled: ticket !== null,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const outOfOrder = ticket === null || query.isError || (query.data && query.data.stage !== stage);
  useEffect(() => {
    if (!outOfOrder) return;
    storeTicket(flow, null);
    void navigate(FLOW_START[flow], { replace: true, state: { restarted: ticket !== null } });
  }, [outOfOrder, flow, navigate, ticket]);
  return outOfOrder ? undefined : query.data;
}
