/** What the app reads from the server at start (one build serves every mode); an adapter reads them. */
export interface RuntimeSettings {
  /** The specification's signed-out routing (demo request screen as the fallback). */
  readonly demoMode: boolean;
  /** Where ready demo visitors are invited to register; null: this server. */
  readonly mainAppUrl: string | null;
  /** The build this page came from, for the new-version check. */
  readonly revision: string;
  /** The support widget for every signed-in person (SUPPORT_WIDGET=forced), not only members of an organization. */
  readonly forceSupportWidget: boolean;
}
