/** @jest-environment jsdom */
import type { AccountEntrySlot, FeatureModule, FeaturePlugin } from '@portico/core';
import { useFeature, useFeatureState } from '../../hooks/useFeature';
import { LABELS } from '../../ui/labels';
import { connectToy } from '../__fixtures__/connectedToy';
import {
  allByRole,
  byRole,
  click,
  dialog,
  findByRole,
  findByText,
} from '../__fixtures__/modalDriver';
import { useModalFixture } from '../__fixtures__/modalFixture';

const modal = useModalFixture();

/** A plugin with one view, `${label}View`, and an entry labelled `label` at `slot`. */
const plugin = (label: string, slot: AccountEntrySlot): FeaturePlugin => ({
  id: label.toLowerCase(),
  views: [`${label}View`],
  entry: { label, slot },
  load: async () => ({ views: { [`${label}View`]: () => <p>{label} view</p> } }),
});

/** A counter plugin: its view reads its slice of state and calls its action. */
interface Counter {
  readonly count: number;
}
const counterModule: FeatureModule<{ add(): void }, Counter> = {
  createState: () => ({ count: 0 }),
  createActions: ({ state }) => ({
    add: () => state.setState((current) => ({ count: current.count + 1 })),
  }),
  views: { CounterView: CounterView },
};
const counter: FeaturePlugin<{ add(): void }, Counter> = {
  id: 'counter',
  views: ['CounterView'],
  titles: { CounterView: 'Counter' },
  entry: { label: 'Count', slot: 'after', icon: 'check' },
  load: async () => counterModule,
};
function CounterView() {
  const { actions } = useFeature(counter);
  const count = useFeatureState(counter, (state) => state.count);
  return (
    <button type="button" onClick={actions.add}>
      Counted {count}
    </button>
  );
}

async function showAccount(plugins: FeaturePlugin[], switches: Record<string, boolean>) {
  const { portico } = await modal.instance({ plugins, features: switches });
  await connectToy(portico);
  await modal.show(portico);
  await findByRole('tab', LABELS.tokens);
  return portico;
}

/** The texts of the account screen's feature buttons, in order (none without the group). */
function entryLabels() {
  const group = byRole('group', LABELS.accountFeatures);
  return group ? allByRole('button', group).map((button) => button.textContent) : [];
}

describe('feature plugin entries on the account screen', () => {
  it("lists the plugins' entries in the spec's order (onramp, swaps, receive, send), then the others", async () => {
    const given = [
      counter,
      plugin('Send', 'send'),
      plugin('Receive', 'receive'),
      plugin('Buy', 'onramp'),
      plugin('Swap', 'swaps'),
    ];
    const on = { counter: true, send: true, receive: true, buy: true, swap: true };
    await showAccount(given, on);
    expect(entryLabels()).toEqual(['Buy', 'Swap', 'Receive', 'Send', 'Count']);
  });

  it("an entry opens the plugin's view, titled by the plugin; the view reads its state and runs its action", async () => {
    const portico = await showAccount([counter], { counter: true });
    await click(await findByRole('button', 'Count'));

    const button = await findByText('Counted 0');
    expect(portico.getState().view).toBe('CounterView');
    const titleId = dialog()?.getAttribute('aria-labelledby') ?? '';
    expect(document.getElementById(titleId)?.textContent).toBe('Counter');
    await click(button);
    expect(await findByText('Counted 1')).toBeTruthy();
  });

  it('a switched-off plugin has no entry, and its code is never loaded', async () => {
    const load = jest.fn(counter.load);
    await showAccount([{ ...counter, load }, plugin('Send', 'send')], {
      counter: false,
      send: true,
    });
    expect(entryLabels()).toEqual(['Send']);
    expect(load).not.toHaveBeenCalled();
  });
});
