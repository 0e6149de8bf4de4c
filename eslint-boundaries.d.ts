import type { Linter } from 'eslint';

export declare const boundaryZones: {
  target: string;
  from: string;
  except?: string[];
  message: string;
}[];
export declare function boundariesConfig(basePath: string): Linter.Config[];
