// ****** THIS IS A GENERATED FILE, DO NOT EDIT. ******
// Source: spec/clarify.v1.yaml, spec/console.v1.yaml, spec/memory.v1.yaml, spec/threat.v1.yaml
// Regenerate: python -m generator generate
/**
 * Every protocol of this run behind one call. A Console that may meet any of them (two majors
 * of one protocol side by side, or sibling protocols) calls parseAnyEnvelope(output) and
 * switches on `protocol`; each branch's envelope is that protocol's own type.
 */

import { parseClarifyEnvelope, type ClarifyEnvelope, type ClarifyProtocolId } from './clarify/clarify.js'
import { parseConsoleEnvelope, type ConsoleEnvelope, type ConsoleProtocolId } from './console/console.js'
import { parseMemoryEnvelope, type MemoryEnvelope, type MemoryProtocolId } from './memory/memory.js'
import { parseThreatEnvelope, type ThreatEnvelope, type ThreatProtocolId } from './threat/threat.js'

export type AnyEnvelope =
  | { protocol: ClarifyProtocolId; envelope: ClarifyEnvelope }
  | { protocol: ConsoleProtocolId; envelope: ConsoleEnvelope }
  | { protocol: MemoryProtocolId; envelope: MemoryEnvelope }
  | { protocol: ThreatProtocolId; envelope: ThreatEnvelope }

/** The protocol ids parseAnyEnvelope recognises, in spec order. */
export const KNOWN_PROTOCOLS = [
  'appwrite.clarify/v1',
  'appwrite.console/v1',
  'appwrite.memory/v1',
  'appwrite.threat/v1',
] as const

/**
 * Detect any known tool result: the envelope, tagged with its protocol id, or null (error
 * strings, non-JSON, unknown protocol ids, envelopes none of the parsers accepts). Never throws.
 *
 * Each protocol's parser returns null for every other protocol id, so the first hit is the
 * envelope's own. They are tried one by one on purpose: each parses the text and applies its own
 * depth limit, which one shared JSON.parse up front would have to repeat for every protocol.
 */
export function parseAnyEnvelope(output: unknown): AnyEnvelope | null {
  const found1 = parseClarifyEnvelope(output)
  if (found1 !== null) return { protocol: found1.protocol, envelope: found1 }
  const found2 = parseConsoleEnvelope(output)
  if (found2 !== null) return { protocol: found2.protocol, envelope: found2 }
  const found3 = parseMemoryEnvelope(output)
  if (found3 !== null) return { protocol: found3.protocol, envelope: found3 }
  const found4 = parseThreatEnvelope(output)
  if (found4 !== null) return { protocol: found4.protocol, envelope: found4 }
  return null
}
