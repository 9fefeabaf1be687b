import { eventually, HEALTHY_PAGE } from '@portico/testing/chromium';
import { describeDemoInChromium, withFailureScreenshot } from './demoInChromium';
import { LABELS } from './demoPage';

describeDemoInChromium('the demo in Chromium: All Wallets', (demo) => {
  test('lists the catalogue, search narrows it, scrolling loads the next page', async () => {
    const ui = await demo.open();
    const { page } = ui;
    const catalogRequests: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/getWallets')) catalogRequests.push(url);
    });
    await withFailureScreenshot(ui, 'all-wallets', async () => {
      await ui.connectButton().click();
      await ui.dialogButton(LABELS.allWallets).click();
      const dialog = page.getByRole('dialog', { name: LABELS.allWallets });
      const rows = dialog.getByRole('list', { name: LABELS.walletList }).getByRole('button');
      await rows.first().waitFor();
      const names = () => rows.evaluateAll((buttons) => buttons.map((b) => b.textContent ?? ''));
      const firstNames = await eventually(async () => {
        const shown = await names();
        expect(shown.length).toBeGreaterThan(3); // the catalogue's first page is in
        return shown;
      });

      // Scrolling to the end asks for page 2 and shows wallets that were not there before.
      const list = dialog.getByRole('list', { name: LABELS.walletList });
      // Scrolled again until the request goes out (rows may still be growing the list).
      await eventually(
        async () => {
          await list.evaluate((element) => {
            const scroller = element.closest('[data-virtual-scroller]') ?? element.parentElement!;
            scroller.scrollTop = scroller.scrollHeight;
            element.scrollTop = element.scrollHeight;
          });
          expect(catalogRequests.map((url) => url.searchParams.get('page'))).toContain('2');
        },
        { intervalMs: 100 },
      );
      await eventually(async () =>
        expect((await names()).some((name) => !firstNames.includes(name))).toBe(true),
      );

      // Search: every row shown matches the term.
      const term = firstNames[1]!.split(' ')[0]!;
      await dialog.getByRole('searchbox', { name: LABELS.searchWallets }).fill(term);
      await eventually(() =>
        expect(catalogRequests.some((url) => url.searchParams.get('search') === term)).toBe(true),
      );
      await eventually(async () => {
        const shown = await names();
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.length).toBeLessThan(firstNames.length);
        for (const name of shown) expect(name.toLowerCase()).toContain(term.toLowerCase());
      });
      expect(ui.guarded.health()).toEqual(HEALTHY_PAGE);
    });
  });
});
