import { describe, expect, it } from 'vitest';
import { defineIsland } from './define-island.ts';
import type { IslandTrigger } from './island-trigger.ts';

const Label = ({ text }: { text: string }) => text;

describe('defineIsland', () => {
  it('ties a component to its trigger', () => {
    expect(defineIsland(Label, 'idle')).toEqual({ component: Label, trigger: 'idle' });
  });

  it('refuses, by type, props JSON would lose on the way to the browser', () => {
    const When = ({ when }: { when: Date }) => when.toISOString();
    const Count = ({ count }: { count: bigint }) => String(count);
    const Click = ({ onClick }: { onClick: () => void }) => String(onClick);
    const Tags = ({ tags }: { tags: Set<string> }) => [...tags].join();
    // @ts-expect-error A Date comes back a string.
    expect(() => defineIsland(When, 'visible')).not.toThrow();
    // @ts-expect-error JSON has no bigint.
    expect(() => defineIsland(Count, 'visible')).not.toThrow();
    // @ts-expect-error A function is dropped.
    expect(() => defineIsland(Click, 'visible')).not.toThrow();
    // @ts-expect-error A Set comes back an empty object.
    expect(() => defineIsland(Tags, 'visible')).not.toThrow();
    // What JSON carries, nested and optional, is taken.
    const Fine = (props: { a: { b: (string | null)[]; c?: number }; d: boolean }) =>
      props.d ? null : null;
    expect(defineIsland(Fine, 'demand').trigger).toBe('demand');
  });

  it('refuses a trigger the loader does not know, naming the component and the triggers', () => {
    expect(() => defineIsland(Label, 'hover' as IslandTrigger)).toThrow(
      'islands: Label has the trigger "hover"; an island wakes on visible, idle, interaction, demand',
    );
  });
});
