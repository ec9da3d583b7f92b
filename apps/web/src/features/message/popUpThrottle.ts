/**
 * Spaces out the pop-ups of a burst of pushes (an alarm flood arrives as one push per gateway
 * message, up to ten a second): the first push shows at once, the pushes within the next
 * `windowMs` are folded into one trailing show of the newest message, so a person sees the
 * latest state instead of a stack of cards. What is skipped stays unread in the message centre.
 */
export class PopUpThrottle {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending = false;

  constructor(
    private readonly show: () => void,
    private readonly windowMs = 1000,
  ) {}

  push(): void {
    if (this.timer !== undefined) {
      this.pending = true;
      return;
    }
    this.show();
    this.open();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = false;
  }

  private open(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.pending) return;
      this.pending = false;
      this.show();
      this.open();
    }, this.windowMs);
  }
}
