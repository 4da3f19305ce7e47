/** Browser-test steps shared by the suites: signing up, confirming through the dev mailbox, creating an organization. */
import type { Page } from 'playwright-core';
import type { RunningServer } from './harness.ts';

/** The password every test account uses. */
export const PASSWORD = 'a long enough password';

export interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly links: readonly string[];
}

/** Every mail the server sent, oldest first. */
export async function mailbox(server: RunningServer): Promise<Mail[]> {
  return (await (await fetch(`${server.url}/dev/mailbox`)).json()) as Mail[];
}

/** The latest mail to an address whose subject matches; throws, listing the mailbox, when there is none. */
export async function mailTo(server: RunningServer, to: string, subject: RegExp): Promise<Mail> {
  const mails = await mailbox(server);
  const found = mails.filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1);
  if (!found) throw new Error(`no mail '${subject}' to ${to} in ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`);
  return found;
}

/** Registers through the form; ends on 'Verify your email address'. */
export async function register(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.goto(`${server.url}/auth/register`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
}

/** Follows the confirmation link from the mailbox. */
export async function confirm(page: Page, server: RunningServer, email: string): Promise<void> {
  await page.getByRole('heading', { name: 'Verify your email address' }).waitFor();
  await page.goto((await mailTo(server, email, /^Confirm your email/)).links[0]!);
  await page.getByText('Email Verified').waitFor();
}

/** Creates an organization from "Let's get started!"; answers its path, /org/{id}. */
export async function createOrganization(page: Page, name: string, person: string): Promise<string> {
  await page.getByRole('heading', { name: "Let's get started!" }).waitFor();
  await page.getByLabel("Organization's Name").fill(name);
  await page.getByLabel('Your name within this organization').fill(person);
  await page.getByRole('button', { name: 'Create new Organization' }).click();
  // The new organization opens on its first project, inside the organization's layout.
  await page.waitForURL(/\/org\/\d+\/explorer\/editor\/\d+$/);
  await page.getByRole('navigation', { name: 'Organization' }).waitFor();
  return new URL(page.url()).pathname.split('/').slice(0, 3).join('/');
}

/** A new confirmed account owning a new organization; answers its path, /org/{id}. */
export async function owner(page: Page, server: RunningServer, email: string, organization: string, person = 'Owner'): Promise<string> {
  await register(page, server, email);
  await confirm(page, server, email);
  return createOrganization(page, organization, person);
}

/** From the admin's roles page, invites `email` as a member; answers the invitation mail. */
export async function inviteMember(page: Page, server: RunningServer, org: string, email: string): Promise<Mail> {
  await page.goto(`${server.url}${org}/admin/role`);
  await page.getByRole('button', { name: 'Invite people' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.locator('.type-option', { hasText: 'Member' }).click();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
  return mailTo(server, email, /^You are invited/);
}

/** Follows an invitation as a new person: creates the account, accepts the organization's invitation, ends on the welcome page. */
export async function acceptInvitation(page: Page, invitation: Mail, organization: string): Promise<void> {
  await page.goto(invitation.links[0]!);
  await page.getByRole('heading', { name: 'Join your team' }).waitFor();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.locator('.invite', { hasText: organization }).getByRole('button', { name: 'Accept Invitation' }).click();
  await page.waitForURL(/\/onboarding\/welcome$/);
}
