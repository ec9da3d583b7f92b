import { TIMING } from '@lf/protocol';

/**
 * The unread flag of SPEC §4: raised by an incoming push, lowered 10 s after the latest one, and
 * then the unread count is asked for again.
 */
export class UnreadFlag {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly onChange: (raised: boolean) => void,
    private readonly requery: () => void,
    private readonly resetMs: number = TIMING.unreadFlagResetMs,
  ) {}

  raise(): void {
    if (this.timer === undefined) this.onChange(true);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.onChange(false);
      this.requery();
    }, this.resetMs);
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
