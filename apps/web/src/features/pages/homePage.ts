import { useState } from 'react';

/** What the home rule needs of a page: a model's templates carry no flag, their first is the default. */
export interface OwnedPage {
  readonly id: string;
  readonly home?: boolean;
}

/**
 * The page an owner opens on, whoever owns it: the one marked home, else its first (a
 * model's first template page is each equipment's default; a project or an equipment
 * without a marked home still opens on its first page).
 */
export function homePageOf<P extends OwnedPage>(pages: readonly P[]): P | undefined {
  return pages.find((page) => page.home) ?? pages[0];
}

/** The page open in an owner's editor: the one chosen in the sidebar, else the owner's home. */
export function useChosenPage<P extends OwnedPage>(pages: readonly P[]) {
  const [chosen, setChosen] = useState<string | null>(null);
  const current = pages.find((page) => page.id === chosen) ?? homePageOf(pages);
  return { current, choose: setChosen };
}
