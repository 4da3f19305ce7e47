/** The catalogue lists' query parameters (§2 'accepts query parameters') and their text filter. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import {
  EMPTY_ROLE_QUERY, isFiltered, matchesText, parseProductQuery, parseRoleQuery, productQueryString, roleFilterInput, roleQueryString,
} from '../../../src/domain/work/catalogue-filters.ts';

const roles = suite('people list query parameters');

roles('reads search, type and status, with or without the question mark', () => {
  assert.equal(parseRoleQuery('?search=ana&type=ADMIN&status=INVITED'), { search: 'ana', types: ['ADMIN'], statuses: ['INVITED'] });
  assert.equal(parseRoleQuery('search=ana'), { search: 'ana', types: [], statuses: [] });
});

roles('no parameters is the unfiltered list', () => {
  assert.equal(parseRoleQuery(''), EMPTY_ROLE_QUERY);
  assert.is(isFiltered(parseRoleQuery('')), false);
});

roles('types and statuses may repeat or be comma-separated, in any case; they come back once each, in the canonical order', () => {
  assert.equal(parseRoleQuery('?type=visitor&type=ADMIN,owner&type=ADMIN').types, ['ADMIN', 'OWNER', 'VISITOR']);
  assert.equal(parseRoleQuery('?status=deactivated,ACCEPTED').statuses, ['ACCEPTED', 'DEACTIVATED']);
});

roles('unknown values and unknown parameters are ignored', () => {
  assert.equal(parseRoleQuery('?type=KING&type=MEMBER&status=GONE&sort=name&page=3'), { search: '', types: ['MEMBER'], statuses: [] });
});

roles('the search text is decoded and kept as typed, but not beyond 200 characters', () => {
  assert.is(parseRoleQuery('?search=Jos%C3%A9+Lima').search, 'José Lima');
  assert.is(parseRoleQuery(`?search=${'a'.repeat(500)}`).search.length, 200);
});

roles('writes the filter back in a canonical order; an empty filter is no query at all', () => {
  assert.is(roleQueryString({ search: 'ana', types: ['VISITOR', 'ADMIN'], statuses: ['INVITED'] }), '?search=ana&type=ADMIN&type=VISITOR&status=INVITED');
  assert.is(roleQueryString(EMPTY_ROLE_QUERY), '');
  assert.is(roleQueryString({ search: '   ', types: [], statuses: [] }), '');
});

roles('what is written reads back as the same filter', () => {
  const filter = { search: 'Maya & co?', types: ['OWNER', 'MEMBER'] as const, statuses: ['REJECTED'] as const };
  const back = parseRoleQuery(roleQueryString({ ...filter, types: [...filter.types], statuses: [...filter.statuses] }));
  assert.equal(back, { search: 'Maya & co?', types: ['MEMBER', 'OWNER'], statuses: ['REJECTED'] });
});

roles('the server gets only the parts that filter, the search trimmed', () => {
  assert.equal(roleFilterInput(EMPTY_ROLE_QUERY), {});
  assert.equal(roleFilterInput({ search: ' ana ', types: ['ADMIN'], statuses: [] }), { search: 'ana', types: ['ADMIN'] });
});

roles.run();

const products = suite('product list query parameters');

products('reads and writes ?search=', () => {
  assert.equal(parseProductQuery('?search=web%20app&color=red'), { search: 'web app' });
  assert.is(productQueryString({ search: 'web app' }), '?search=web+app');
  assert.is(productQueryString({ search: '' }), '');
  assert.equal(parseProductQuery(productQueryString({ search: 'a&b=c' })), { search: 'a&b=c' });
});

products.run();

const text = suite('text filter');

text('an empty filter matches everything', () => {
  assert.ok(matchesText(['Anything'], ''));
  assert.ok(matchesText([], '   '));
});

text('every word must appear in one of the texts, ignoring case and accents', () => {
  assert.ok(matchesText(['José Lima', 'jose@example.com'], 'jose'));
  assert.ok(matchesText(['Mobile App', 'The iOS and Android apps'], 'app android'));
  assert.not.ok(matchesText(['Mobile App', 'The iOS apps'], 'app android'));
  assert.ok(matchesText(['Ébène'], 'EBENE'));
});

text('missing texts are skipped', () => {
  assert.ok(matchesText([null, undefined, 'Lead'], 'lead'));
  assert.not.ok(matchesText([null], 'lead'));
});

text.run();
