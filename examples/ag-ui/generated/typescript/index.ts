// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: examples/ag-ui/spec/ag_ui.v1.yaml, examples/ag-ui/spec/ag_ui.v2.yaml, examples/ag-ui/spec/ag_ui.v3.yaml, examples/ag-ui/spec/ag_ui.v4.yaml
// Regenerate: python -m generator generate --specs examples/ag-ui/spec --out examples/ag-ui/generated
/**
 * Every protocol of this run behind one call. A Console that may meet any of them (two majors
 * of one protocol side by side, or sibling protocols) calls parseAnyEnvelope(output) and
 * switches on `protocol`; each branch's envelope is that protocol's own type.
 */

import { parseAgUiEnvelope, type AgUiEnvelope, type AgUiProtocolId } from './ag_ui/ag_ui.js'
import { parseAgUiV2Envelope, type AgUiV2Envelope, type AgUiV2ProtocolId } from './ag_ui_v2/ag_ui_v2.js'
import { parseAgUiV3Envelope, type AgUiV3Envelope, type AgUiV3ProtocolId } from './ag_ui_v3/ag_ui_v3.js'
import { parseAgUiV4Envelope, type AgUiV4Envelope, type AgUiV4ProtocolId } from './ag_ui_v4/ag_ui_v4.js'

export type AnyEnvelope =
  | { protocol: AgUiProtocolId; envelope: AgUiEnvelope }
  | { protocol: AgUiV2ProtocolId; envelope: AgUiV2Envelope }
  | { protocol: AgUiV3ProtocolId; envelope: AgUiV3Envelope }
  | { protocol: AgUiV4ProtocolId; envelope: AgUiV4Envelope }

/** The protocol ids parseAnyEnvelope recognises, in spec order. */
export const KNOWN_PROTOCOLS = ['ag-ui.events/v1', 'ag-ui.events/v2', 'ag-ui.events/v3', 'ag-ui.events/v4'] as const

/**
 * Detect any known tool result: the envelope, tagged with its protocol id, or null (error
 * strings, non-JSON, unknown protocol ids, envelopes none of the parsers accepts). Never throws.
 *
 * Each protocol's parser returns null for every other protocol id, so the first hit is the
 * envelope's own. They are tried one by one on purpose: each parses the text and applies its own
 * depth limit, which one shared JSON.parse up front would have to repeat for every protocol.
 */
export function parseAnyEnvelope(output: unknown): AnyEnvelope | null {
  const found1 = parseAgUiEnvelope(output)
  if (found1 !== null) return { protocol: found1.protocol, envelope: found1 }
  const found2 = parseAgUiV2Envelope(output)
  if (found2 !== null) return { protocol: found2.protocol, envelope: found2 }
  const found3 = parseAgUiV3Envelope(output)
  if (found3 !== null) return { protocol: found3.protocol, envelope: found3 }
  const found4 = parseAgUiV4Envelope(output)
  if (found4 !== null) return { protocol: found4.protocol, envelope: found4 }
  return null
}
