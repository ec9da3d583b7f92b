import { COMMAND_CODES, DEVICE_ERRORS, type CommandStatus } from '@lf/protocol';

export interface CommandState {
  status: CommandStatus;
  code: number | null;
  message: string;
  expiresAt: Date;
}

/**
 * A command the device has not answered by its expiry has failed with 1301 (通讯超时). Settled
 * rows and rows still inside their wait are returned unchanged.
 */
export function settleIfExpired<T extends CommandState>(command: T, now: Date): T {
  if (command.status !== 'pending' || command.expiresAt.getTime() > now.getTime()) return command;
  return {
    ...command,
    status: 'failure',
    code: COMMAND_CODES.timeout,
    message: DEVICE_ERRORS[COMMAND_CODES.timeout]?.zh ?? '',
  };
}
