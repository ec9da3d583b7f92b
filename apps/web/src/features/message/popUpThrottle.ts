/**
 * Spaces out the pop-ups of a burst of pushes (an alarm flood arrives as one push per gateway
 * message, up to ten a second): the first push shows at once, the pushes within the next
 * `windowMs` are folded into one trailing show of the last one pushed, so a person sees the
 * latest state instead of a stack of cards. What is skipped stays unread in the message centre.
 */
export class PopUpThrottle<T> {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private pending: { item: T } | undefined;

  constructor(
    private readonly show: (item: T) => void,
    private readonly windowMs = 1000,
  ) {}

  push(item: T): void {
    if (this.timer !== undefined) {
      this.pending = { item };
      return;
    }
    this.show(item);
    this.open();
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending = undefined;
  }

  private open(): void {
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const pending = this.pending;
      if (!pending) return;
      this.pending = undefined;
      this.show(pending.item);
      this.open();
    }, this.windowMs);
  }
}
