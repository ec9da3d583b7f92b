import type { Flow } from './api';

/**
 * The flow's ticket for this tab (sessionStorage): a reload keeps the step, a new tab starts
 * over. The server decides whether the ticket still allows a step.
 */
const key = (flow: Flow) => `lf.ticket.${flow}`;
const inPage = new Map<Flow, string>();

export function storedTicket(flow: Flow): string | null {
  try {
    return sessionStorage.getItem(key(flow)) ?? inPage.get(flow) ?? null;
  } catch {
    return inPage.get(flow) ?? null;
  }
}

export function storeTicket(flow: Flow, ticket: string | null): void {
  if (ticket) inPage.set(flow, ticket);
  else inPage.delete(flow);
  try {
    if (ticket) sessionStorage.setItem(key(flow), ticket);
    else sessionStorage.removeItem(key(flow));
  } catch {
    // Storage refused (private mode): the flow then lasts as long as the page.
  }
}
