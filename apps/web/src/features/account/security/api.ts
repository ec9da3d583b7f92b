import { z } from 'zod';
import {
  accountProfile,
  avatarUploadResponse,
  captchaImage,
  questionsResponse,
  securityCapabilities,
  securityOverview,
  sendCodeResponse,
  ticketState,
  toFormFields,
  type AccountProfile,
  type CodeChannel,
  type SecurityCapabilities,
  type SecurityOverview,
  type SendCodeResponse,
  type SetupTarget,
  type TicketState,
  type VerifyRequest,
} from '@lf/protocol';
import { call } from '../../../api/client';
import { postMultipart } from '../../project/upload';

/** The two ticket flows: public password recovery and the logged-in security setup. */
export type Flow = 'findpwd' | 'setup';

const BASE: Record<Flow, string> = {
  findpwd: '/lfscada/user/findpwd',
  setup: '/lfscada/user/security',
};

/** Calls every identity step shares; the flow picks the path. */
export function flowApi(flow: Flow) {
  const base = BASE[flow];
  return {
    state: (ticket: string) =>
      call(`${base}/state`, ticketState, { ticket }, { quiet: true }) as Promise<TicketState>,
    questions: (ticket: string) => call(`${base}/questions`, questionsResponse, { ticket }),
    sendCode: (ticket: string, channel: CodeChannel): Promise<SendCodeResponse> =>
      call(`${base}/sendCode`, sendCodeResponse, { ticket, channel }, { quiet: true }),
    verify: (request: VerifyRequest) =>
      call(`${base}/verify`, z.unknown(), toFormFields(request), { quiet: true }),
  };
}

export function fetchCapabilities(): Promise<SecurityCapabilities> {
  return call('/lfscada/user/security/capabilities', securityCapabilities);
}

export function fetchSecurityOverview(): Promise<SecurityOverview> {
  return call('/lfscada/user/security/query', securityOverview);
}

export function fetchFindpwdCaptcha(): Promise<{ image: string }> {
  return call('/lfscada/user/findpwd/vcode', captchaImage);
}

export function startFindpwd(loginname: string, vcode: string): Promise<TicketState> {
  return call('/lfscada/user/findpwd/account', ticketState, { loginname, vcode }, { quiet: true });
}

export function finishFindpwd(ticket: string, password: string, confirm: string) {
  return call(
    '/lfscada/user/findpwd/password',
    z.unknown(),
    { ticket, password, confirm },
    { quiet: true },
  );
}

export function beginSetup(target: SetupTarget): Promise<TicketState> {
  return call('/lfscada/user/security/begin', ticketState, { target });
}

export function changePassword(fields: {
  ticket: string;
  original: string;
  password: string;
  confirm: string;
}) {
  return call('/lfscada/user/security/password', z.unknown(), fields, { quiet: true });
}

export function sendBindCode(
  channel: CodeChannel,
  ticket: string,
  address: string,
): Promise<SendCodeResponse> {
  const field = channel === 'tel' ? { tel: address } : { email: address };
  return call(
    `/lfscada/user/security/${channel}/sendCode`,
    sendCodeResponse,
    { ticket, ...field },
    { quiet: true },
  );
}

export function bindAddress(channel: CodeChannel, ticket: string, address: string, code: string) {
  const field = channel === 'tel' ? { tel: address } : { email: address };
  return call(
    `/lfscada/user/security/${channel}/bind`,
    z.unknown(),
    { ticket, code, ...field },
    { quiet: true },
  );
}

export function saveQuestions(ticket: string, questions: { question: string; answer: string }[]) {
  return call(
    '/lfscada/user/security/question/save',
    z.unknown(),
    { ticket, questions },
    { quiet: true },
  );
}

export function saveVideoKey(videoKey: string) {
  return call('/lfscada/user/security/videoKey/save', z.unknown(), { videoKey });
}

export function saveUserInfo(username: string) {
  return call('/lfscada/user/info/save', z.unknown(), { username }, { quiet: true });
}

export function fetchProfile(): Promise<AccountProfile> {
  return call('/lfscada/user/profile/query', accountProfile);
}

/** The avatar, checked and stored by the server (type by its bytes, SVG sanitised). */
export function uploadAvatarFile(file: File): Promise<{ avatar: string }> {
  return postMultipart(
    '/lfscada/user/avatar/upload',
    avatarUploadResponse,
    {},
    {
      name: file.name,
      blob: file,
    },
  );
}
