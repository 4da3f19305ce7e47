/** The account payloads from the server, checked at the edge with their compiled schemas. */
import { demoRequestPayload, loginPayload, mePayload, membershipPayload } from './generated/account-payloads.js';

/** Whether a payload from the server has the shape of a Me (§3). */
export const isMePayload = (value: unknown): boolean => mePayload(value);
/** Whether a payload has the shape of a membership (§3 Role). */
export const isMembershipPayload = (value: unknown): boolean => membershipPayload(value);
/** Whether a payload has the shape of a login result (§3). */
export const isLoginPayload = (value: unknown): boolean => loginPayload(value);
/** Whether a payload has the shape of a demo request (§3). */
export const isDemoRequestPayload = (value: unknown): boolean => demoRequestPayload(value);
