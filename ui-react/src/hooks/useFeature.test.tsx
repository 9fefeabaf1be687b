/** @jest-environment jsdom */
import { Suspense } from 'react';
import { TOKENS, type FeaturePlugin } from '@portico/core';
import { renderWithPortico, toyPortico } from '../__fixtures__/render';
import { findByText } from '../views/__fixtures__/modalDriver';
import { useFeature, useFeatureState } from './useFeature';

interface Greeting {
  readonly name: string;
}
const greeter: FeaturePlugin<{ rename(name: string): void }, Greeting> = {
  id: 'greeter',
  views: ['Greeter'],
  load: async () => ({
    createState: () => ({ name: 'nobody' }),
    createActions: ({ state }) => ({ rename: (name) => state.setState(() => ({ name })) }),
  }),
};

function Greeting() {
  const name = useFeatureState(greeter, (state) => state.name);
  return <p>Hello {name}</p>;
}

describe('useFeature and useFeatureState', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('a component outside the modal waits for the plugin to load, then follows its state', async () => {
    const { portico } = await toyPortico({ plugins: [greeter], features: { greeter: true } });
    const page = (
      <Suspense fallback={<p>Loading greeter</p>}>
        <Greeting />
      </Suspense>
    );
    const rendered = await renderWithPortico(page, portico);

    expect(await findByText('Hello nobody')).toBeTruthy();
    const feature = portico.resolve(TOKENS.features).loaded(greeter);
    feature?.actions.rename('Ada');
    expect(await findByText('Hello Ada')).toBeTruthy();
    await rendered.unmount();
    portico.destroy();
  });

  it('a switched-off plugin throws FEATURE_DISABLED instead of loading', async () => {
    const load = jest.fn(greeter.load);
    const { portico } = await toyPortico({ plugins: [{ ...greeter, load }] });
    let thrown: unknown;
    function Probe() {
      try {
        useFeature(greeter);
      } catch (error) {
        thrown = error;
      }
      return null;
    }
    const rendered = await renderWithPortico(<Probe />, portico);

    expect(thrown).toMatchObject({ name: 'ConfigurationError', code: 'FEATURE_DISABLED' });
    expect(load).not.toHaveBeenCalled();
    await rendered.unmount();
    portico.destroy();
  });
});
