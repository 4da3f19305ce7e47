import { Effect } from 'effect';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NetworkError } from '../../../src/application/shared/errors.ts';
import { createNewVersionModel } from '../../../src/application/shell/new-version-model.ts';
import { createNotificationsModel } from '../../../src/application/shell/notifications-model.ts';
import { RevisionSource } from '../../../src/application/shell/revision-source.port.ts';
import { runtimeOf, settle, stubLayer, testTimers } from '../../helpers/doubles.ts';

const MINUTE = 60_000;

async function setup(reports: (url: string) => Effect.Effect<string, NetworkError>) {
  const clock = await testTimers(Date.UTC(2026, 10, 22, 12, 0, 0));
  const urls: string[] = [];
  const runtime = runtimeOf(stubLayer(RevisionSource, { load: (url) => (urls.push(url), reports(url)) }));
  const notifications = createNotificationsModel(clock);
  let reloads = 0;
  const model = createNewVersionModel({
    runner: runtime,
    timers: clock,
    notifications,
    navigator: { go: () => {}, reload: () => reloads++ },
    builtInRevision: 'rev-1',
  });
  return { clock, urls, notifications, model, reloads: () => reloads };
}

const checking = suite('the revision check');

checking('checks at start with the 2-minute bucket, then every 15 minutes', async () => {
  const { clock, urls, model } = await setup(() => Effect.succeed('rev-1'));
  model.start();
  await settle();
  assert.equal(urls, [`/revision.js?d=${Math.floor(Date.UTC(2026, 10, 22, 12) / 120_000)}`]);
  await clock.advance(15 * MINUTE - 1);
  assert.is(urls.length, 1);
  await clock.advance(1);
  await settle();
  assert.is(urls.length, 2);
  await clock.advance(30 * MINUTE);
  await settle();
  assert.is(urls.length, 4);
  model.stop();
  await clock.advance(60 * MINUTE);
  assert.is(urls.length, 4, 'stopped means stopped');
});

checking('the same revision raises nothing; a new one raises one Version notification and the banner', async () => {
  let served = 'rev-1';
  const { clock, notifications, model } = await setup(() => Effect.succeed(served));
  model.start();
  await settle();
  assert.is(model.bannerVisible.value, false);
  served = 'rev-2';
  await clock.advance(15 * MINUTE);
  await settle();
  const version = notifications.state.value.recent.filter((n) => n.type === 'Version');
  assert.equal(version.map((n) => [n.title, n.subTitle]), [['New Version Available', 'Reload the page to use the latest version of Tidemark.']]);
  assert.is(notifications.state.value.newVersion, true);
  assert.is(model.bannerVisible.value, true);
  await clock.advance(15 * MINUTE);
  await settle();
  assert.is(notifications.state.value.recent.filter((n) => n.type === 'Version').length, 1, 'announced once');
});

checking('a failed check is silent and the next one still runs', async () => {
  let fail = true;
  const { clock, notifications, urls, model } = await setup(() => (fail ? Effect.fail(new NetworkError({ message: 'offline' })) : Effect.succeed('rev-9')));
  model.start();
  await settle();
  assert.equal(notifications.state.value.recent, []);
  fail = false;
  await clock.advance(15 * MINUTE);
  await settle();
  assert.is(urls.length, 2);
  assert.is(model.bannerVisible.value, true);
});

checking.run();

const banner = suite('the new-version banner');

banner('dismiss hides it; it comes back after 30 minutes while the new version still waits', async () => {
  const { clock, model } = await setup(() => Effect.succeed('rev-2'));
  model.start();
  await settle();
  assert.is(model.bannerVisible.value, true);
  model.dismiss();
  assert.is(model.bannerVisible.value, false);
  await clock.advance(30 * MINUTE - 1);
  assert.is(model.bannerVisible.value, false);
  await clock.advance(1);
  assert.is(model.bannerVisible.value, true);
});

banner('reload reloads the page', async () => {
  const { model, reloads } = await setup(() => Effect.succeed('rev-1'));
  model.reload();
  assert.is(reloads(), 1);
});

banner.run();
