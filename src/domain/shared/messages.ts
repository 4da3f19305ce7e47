/** The exact user-facing texts of the specification (§2 screen 1, §8, §9), in one place. */
import { PASSWORD_MIN } from './constants.ts';

/** Under a new password field: the rule the validator enforces. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN} characters.`;

export const SUPPORT_CASE = {
  pageTitle: 'Your Support Case',
  resolvedNote: 'This issue has been resolved',
  placeholder: 'Type your message here or drop an image file...',
  imageHint: 'PNG, JPG, GIF up to 10MB',
  uploadImage: 'Upload image',
  sendMessage: 'Send message',
  markAsResolved: 'Mark as Resolved',
  removeImage: 'Click to remove image',
  notFoundTitle: 'Not Found',
  notFoundText: 'Use the link on your support email to access your support case',
  confirmTitle: 'Mark your issue as resolved?',
  confirmText: 'Marking this issue as resolved will prevent you from sending any new messages and cannot be undone.',
  confirmAction: 'Yes, my issue has been resolved',
} as const;

export const TOASTS = {
  couldNotRetrieveIssue: 'Could not retrieve issue',
  couldNotUpdateTicket: 'Could not update ticket',
  ticketUpdated: 'Ticket has been updated',
  fileUploadError: 'File Upload Error',
  fileUploadErrorSubtitle: 'Something went wrong, please try again later',
  invalidFileType: 'This type of file is invalid',
  invalidFileTypeSubtitle: 'Make sure you only upload image files',
} as const;

export const GENERIC_ERROR = {
  title: 'Something went wrong :(',
  advice: 'Try refreshing the page. If the problem persists, log out and log in again.',
} as const;

const GRAPHQL_PREFIX = 'GraphQL error: ';

/** A server message as a person should read it: without the leading 'GraphQL error: ' (§8). */
export function cleanServerMessage(message: string): string {
  return message.startsWith(GRAPHQL_PREFIX) ? message.slice(GRAPHQL_PREFIX.length) : message;
}
