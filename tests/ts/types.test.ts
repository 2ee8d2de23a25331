// The generated types are exactly the seed's types: same names, members and optionality. They
// are generated from the frozen console spec (tests/fixtures/frozen/console.v1.yaml), so a spec
// author's edit of spec/console.v1.yaml never breaks this file.
// These are compile-time assertions; `npm run build` (tsc) fails if any of them is false.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import type * as Seed from './fixtures/seed-types.js'
import type * as Gen from '../../build/frozen/typescript/console/console.js'

/** True only when A and B are the same type (not merely mutually assignable). */
type Equals<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false
function assertType<T extends true>(): T | undefined {
  return undefined
}

type Member<U, K extends string> = Extract<U, { type: K }>

assertType<Equals<Seed.ConsoleProtocolId, Gen.ConsoleProtocolId>>()
assertType<Equals<Seed.ConsoleEnvelope, Gen.ConsoleEnvelope>>()
assertType<Equals<Seed.CreateResourceType, Gen.CreateResourceType>>()
assertType<Equals<Seed.ConsoleDialog, Gen.ConsoleDialog>>()
assertType<Equals<Seed.ConsoleResourceItem, Gen.ConsoleResourceItem>>()
assertType<Equals<Seed.ConsoleAction, Gen.ConsoleAction>>()
assertType<Equals<Seed.ConsoleAction['type'], (typeof Gen.ACTION_TYPES)[number]>>()

// Member by member, so a failure names the action.
assertType<Equals<Member<Seed.ConsoleAction, 'set_theme'>, Gen.ConsoleSetThemeAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'navigate'>, Gen.ConsoleNavigateAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'open_create'>, Gen.ConsoleOpenCreateAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'open_dialog'>, Gen.ConsoleOpenDialogAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'toast'>, Gen.ConsoleToastAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'show_pane'>, Gen.ConsoleShowPaneAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'toggle_terminal'>, Gen.ConsoleToggleTerminalAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'scroll_to_card'>, Gen.ConsoleScrollToCardAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'resource'>, Gen.ConsoleResourceAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'resource_list'>, Gen.ConsoleResourceListAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'chart'>, Gen.ConsoleChartAction>>()
assertType<Equals<Member<Seed.ConsoleAction, 'refresh'>, Gen.ConsoleRefreshAction>>()

// The check can fail: a union missing one member, or a member with one optional field made
// required, is not equal.
// @ts-expect-error -- a union with one action removed is a different type
assertType<Equals<Seed.ConsoleAction, Exclude<Gen.ConsoleAction, { type: 'refresh' }>>>()
// @ts-expect-error -- optionality counts
assertType<Equals<Member<Seed.ConsoleAction, 'navigate'>, Required<Gen.ConsoleNavigateAction>>>()

test('type equality assertions compiled', () => {
  assert.equal(assertType<true>(), undefined)
})
