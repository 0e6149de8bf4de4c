import { describe, expect, it } from 'vitest';
import { chunkImports, splitModuleEvaluation } from './split-module-evaluation.ts';

// What React Router writes, and built chunks the way Rolldown writes them.
const bootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/skills-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/skills":route1};

import("/assets/entry.client-1.js");`;

const chunks: Record<string, string> = {
  '/assets/runtime-1.js': 'var e=1;export{e as n};',
  '/assets/framework-1.js': 'import{n as e}from"./runtime-1.js";var t=1;export{t as h};',
  '/assets/shared-1.js':
    'import{n as e}from"./runtime-1.js";import{h as t}from"./framework-1.js";export{t as a};',
  '/assets/root-1.js':
    'import{n as e}from"./runtime-1.js";import{h as t}from"./framework-1.js";import{a as n}from"./shared-1.js";const l=()=>import("./lazy-1.js");export{n as default};',
  '/assets/skills-1.js':
    'import{a as n}from"./shared-1.js";import"./side-effect-1.js";export{n as default};',
  '/assets/side-effect-1.js': 'window.x=1;',
};

describe('chunkImports', () => {
  it('lists static imports, side-effect imports included, and leaves dynamic ones out', () => {
    expect(chunkImports(chunks['/assets/root-1.js'] ?? '', '/assets/root-1.js')).toEqual([
      '/assets/runtime-1.js',
      '/assets/framework-1.js',
      '/assets/shared-1.js',
    ]);
    expect(chunkImports(chunks['/assets/skills-1.js'] ?? '', '/assets/skills-1.js')).toEqual([
      '/assets/shared-1.js',
      '/assets/side-effect-1.js',
    ]);
  });
});

describe('splitModuleEvaluation', () => {
  it('imports every chunk on its own, dependencies first, yielding between, and hydrates last', () => {
    expect(splitModuleEvaluation(bootstrap, (path) => chunks[path])).toBe(
      [
        'import "/assets/manifest-1.js";',
        'const next = () => new Promise((resolve) => setTimeout(resolve, 0));',
        'await import("/assets/runtime-1.js"); await next();',
        'await import("/assets/framework-1.js"); await next();',
        'await import("/assets/shared-1.js"); await next();',
        'const route0 = await import("/assets/root-1.js"); await next();',
        'await import("/assets/side-effect-1.js"); await next();',
        'const route1 = await import("/assets/skills-1.js"); await next();',
        'window.__reactRouterRouteModules = {"root":route0,"routes/skills":route1};',
        'import("/assets/entry.client-1.js");',
      ].join('\n'),
    );
  });

  it('fails loudly, naming the React Router version it expects, when the route imports are gone', () => {
    expect(() => splitModuleEvaluation('console.log(1);', () => undefined)).toThrow(
      /split-module-evaluation: the bootstrap module has no .*React Router \d+\.\d+\.\d+/,
    );
  });
});
