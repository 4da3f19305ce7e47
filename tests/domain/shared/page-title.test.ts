import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BETA_LABEL, COPYRIGHT_LINE, pageTitle } from '../../../src/domain/shared/page-title.ts';

const titles = suite('page-title: pageTitle');

titles('a page name is followed by the product name', () => {
  assert.is(pageTitle('Dashboard'), 'Dashboard - Tidemark');
  assert.is(pageTitle('Your Support Case'), 'Your Support Case - Tidemark');
});

titles('surrounding spaces of the page name are dropped', () => {
  assert.is(pageTitle('  Tickets \n'), 'Tickets - Tidemark');
});

titles('an empty, blank or missing page name gives the bare product name', () => {
  for (const page of ['', '   ', null, undefined]) assert.is(pageTitle(page), 'Tidemark', String(page));
});

titles.run();

// ---------------------------------------------------------------------------------------------

const chrome = suite('page-title: footer and beta label');

chrome('the footer copyright line carries the year 2023 and the product name', () => {
  assert.is(COPYRIGHT_LINE, 'Copyright © 2023 Tidemark');
});

chrome('the beta label reads "beta"', () => {
  assert.is(BETA_LABEL, 'beta');
});

chrome.run();
