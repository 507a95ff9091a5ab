// A running A/B test as the proxy and the page renders need it (read from Directus, see running.ts).
export type RunningVariant = {
  id: number;
  name: string;
  weight: number;
  /** False for the control: the page's own block. */
  hasBlock: boolean;
};

export type RunningExperiment = {
  id: number;
  name: string;
  /** The page's path without the base path, e.g. `/` or `/archiving/`. */
  path: string;
  /** The pages_blocks row the variants replace. */
  blockId: number;
  goal: string;
  variants: RunningVariant[];
};
