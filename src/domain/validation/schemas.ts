/**
 * JSON Schemas for every payload the product validates, on the client and again on the server.
 * They are compiled once, at codegen time, into standalone validators (no ajv in the browser).
 */
import { CLIENT_IMAGE_URL_MAX, CLIENT_MESSAGE_MAX, NAME_MAX, DESCRIPTION_MAX } from '../constants.ts';

const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const messageField = {
  type: 'string',
  minLength: 1,
  maxLength: CLIENT_MESSAGE_MAX,
  errorMessage: {
    type: 'The message must be text',
    minLength: 'message or image url is required',
    maxLength: `The message can be at most ${CLIENT_MESSAGE_MAX} characters`,
  },
} as const;

const imageUrlField = {
  type: 'string',
  minLength: 1,
  maxLength: CLIENT_IMAGE_URL_MAX,
  errorMessage: {
    type: 'The image address must be text',
    minLength: 'message or image url is required',
    maxLength: `The image address can be at most ${CLIENT_IMAGE_URL_MAX} characters`,
  },
} as const;

/** A message and/or an image, nothing else: what clients and support both send. */
const reply = {
  type: 'object',
  properties: { message: messageField, imageUrl: imageUrlField },
  additionalProperties: false,
  anyOf: [{ required: ['message'] }, { required: ['imageUrl'] }],
  errorMessage: { anyOf: 'message or image url is required', additionalProperties: 'Unknown field' },
} as const;

/** §5 Client reply. */
export const clientReply = { $id: 'clientReply', ...reply } as const;

/** A client's request to resolve their case. */
export const clientResolve = {
  $id: 'clientResolve',
  type: 'object',
  properties: { status: { const: 'RESOLVED' } },
  required: ['status'],
  additionalProperties: false,
  errorMessage: {
    properties: { status: 'A client can only mark a case as resolved' },
    required: { status: 'A status is required' },
    additionalProperties: 'A status change cannot carry a message or an image',
  },
} as const;

const issueAction = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: ['string', 'null'] },
    body: { type: 'string' },
    category: {
      enum: [
        'AUTO_RESOLVED', 'CHANGE_STATUS', 'CLIENT_IMAGE', 'CLIENT_MESSAGE', 'SET_ASSIGNEE',
        'SET_TICKET', 'SUPPORT_IMAGE', 'SUPPORT_MESSAGE', 'SUPPORT_NOTE',
      ],
    },
    createdAt: { type: 'string' },
    author: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { id: { type: 'string' }, name: { type: 'string' }, avatarUrl: { type: ['string', 'null'] } },
          required: ['id', 'name'],
        },
      ],
    },
  },
  required: ['id', 'body', 'category', 'createdAt'],
} as const;

/** An Issue as it arrives from GraphQL. */
export const issue = {
  $id: 'issue',
  type: 'object',
  properties: {
    id: { type: 'string' },
    localId: { type: 'integer' },
    email: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    createdAt: { type: 'string' },
    status: { enum: ['NEW', 'PROCESSING', 'RESOLVED'] },
    issueActions: { type: 'array', items: issueAction },
  },
  required: ['id', 'localId', 'email', 'name', 'description', 'createdAt', 'status', 'issueActions'],
} as const;

/** A support reply written by a member (the inbox's, and the dev endpoint's until the inbox exists). */
export const supportReply = { $id: 'supportReply', ...reply } as const;

/** A client's email reaching support: what opens a case. */
export const supportInbound = {
  $id: 'supportInbound',
  type: 'object',
  properties: {
    email: { type: 'string', pattern: EMAIL_PATTERN, maxLength: 256 },
    name: { type: 'string', minLength: 1, maxLength: NAME_MAX },
    description: { type: 'string', minLength: 1, maxLength: DESCRIPTION_MAX * 4 },
  },
  required: ['email', 'name', 'description'],
  additionalProperties: false,
  errorMessage: {
    properties: { email: 'A valid email is required', name: 'A name is required', description: 'A description is required' },
    required: { email: 'A valid email is required', name: 'A name is required', description: 'A description is required' },
    additionalProperties: 'Unknown field',
  },
} as const;

/** Forms and inputs people send: every error, with the messages above (compiled with all errors). */
export const formSchemas = { clientReply, clientResolve, supportReply, supportInbound } as const;

/** Payloads that arrive from the server: a yes or no is enough (compiled small and fast). */
export const payloadSchemas = { issue } as const;
