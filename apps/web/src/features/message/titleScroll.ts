/** One step of the scrolling tab title: the first character moves to the end. */
export function scrollTitleStep(title: string): string {
  const chars = Array.from(title);
  const first = chars.shift();
  return first === undefined ? title : chars.join('') + first;
}

export const TITLE_SCROLL_STEP_MS = 200;
export const TITLE_SCROLL_DURATION_MS = 10_000;

/**
 * Scrolls document.title for 10 s in 200 ms steps, then puts the title back. A new push while
 * scrolling extends the scroll; the title restored is the one from before the first push.
 */
export class TitleScroller {
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopAt = 0;
  private original = '';

  constructor(
    private readonly doc: { title: string } = document,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stopAt = this.now() + TITLE_SCROLL_DURATION_MS;
    if (this.timer !== undefined) return;
    this.original = this.doc.title;
    this.timer = setInterval(() => {
      if (this.now() >= this.stopAt) {
        this.stop();
        return;
      }
      this.doc.title = scrollTitleStep(this.doc.title);
    }, TITLE_SCROLL_STEP_MS);
  }

  stop(): void {
    if (this.timer === undefined) return;
    clearInterval(this.timer);
    this.timer = undefined;
    this.doc.title = this.original;
  }
}
