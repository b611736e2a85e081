/**
 * Machine-aware mutants: one planted defect at a time in a machine module's source (issue 24), found by
 * reading the XState config with the TypeScript parser, so a new machine gets its mutants by itself:
 * - `target`: a transition sent to another sibling state (the other outcome of the same event when
 *   there is one, else the next sibling);
 * - `transition`: a transition deleted;
 * - `guard-negated` / `guard-dropped`: a guard turned into its opposite, or removed;
 * - `action-dropped`: one action (or entry/exit action) removed;
 * - `delay-doubled`: a named delay of `setup()` or a numeric `after` delay made twice as long.
 * Each mutant has a stable id, `<machine>:<operator>:<where in the config>`, which the list of
 * equivalent mutants (tests/mutants/equivalent.txt) names.
 */
import ts from 'typescript'

export const OPERATORS = ['target', 'transition', 'guard-negated', 'guard-dropped', 'action-dropped', 'delay-doubled'] as const
export type Operator = (typeof OPERATORS)[number]

export interface Mutant {
  /** `<machine>:<operator>:<where>`: stable while the config keeps its shape. */
  id: string
  machine: string
  /** The module, from the repository's root. */
  file: string
  operator: Operator
  /** Where in the config: state path, then the key (`loading.invoke.onDone[2]`, `EDITABLE.SUBMIT[0]`). */
  where: string
  description: string
  /** 1-based line of the change, and that line before and after it. */
  line: number
  before: string
  after: string
  /** The edit: [start, end) replaced by `text`; `appendix` goes at the end of the module (hoisted helpers). */
  start: number
  end: number
  text: string
  appendix: string
}

const NOT_HELPER = "\nimport { not as __mutantNot } from 'xstate'\n"
const DOUBLE_HELPER = '\nfunction __mutantDouble(delay: unknown): any { return typeof delay === \'function\' ? (...args: unknown[]) => 2 * (delay as (...a: unknown[]) => number)(...args) : 2 * (delay as number) }\n'

interface StateTreeNode {
  key: string
  id: string | null
  children: StateTreeNode[]
  parent: StateTreeNode | null
}

interface Edit {
  operator: Operator
  where: string
  description: string
  start: number
  end: number
  text: string
  appendix?: string
}

type Source = { path: string[] | null; where: string }

function unwrap(node: ts.Expression): ts.Expression {
  let current = node
  while (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current) || ts.isTypeAssertionExpression(current)) current = current.expression
  return current
}

function propertyName(p: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p) && !ts.isMethodDeclaration(p)) return null
  const name = p.name
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text
  return null
}

function property(obj: ts.ObjectLiteralExpression, name: string): ts.PropertyAssignment | undefined {
  return obj.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && propertyName(p) === name)
}

const stringValue = (node: ts.Expression): string | null => {
  const inner = unwrap(node)
  return ts.isStringLiteral(inner) || ts.isNoSubstitutionTemplateLiteral(inner) ? inner.text : null
}

/** What an action or a guard is called in words. */
function nameOf(node: ts.Expression): string {
  const inner = unwrap(node)
  const text = stringValue(inner)
  if (text !== null) return text
  if (ts.isObjectLiteralExpression(inner)) {
    const type = property(inner, 'type')
    if (type) return stringValue(type.initializer) ?? 'action'
  }
  if (ts.isCallExpression(inner)) {
    const callee = inner.expression.getText()
    const first = inner.arguments[0]
    return first && stringValue(first) !== null ? `${callee}(${stringValue(first)})` : callee
  }
  if (ts.isIdentifier(inner)) return inner.text
  return 'inline'
}

/**
 * The mutants of every machine a module defines (`export const xMachine = setup(...).createMachine(config)`).
 * `file` is the module's path from the repository's root; `source` its text.
 */
export function machineMutants(file: string, source: string): Mutant[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)
  const consts = new Map<string, ts.Expression>()
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const decl of statement.declarationList.declarations) if (ts.isIdentifier(decl.name) && decl.initializer) consts.set(decl.name.text, decl.initializer)
  }
  const mutants: Mutant[] = []
  for (const [name, init] of consts) {
    const call = findCreateMachine(init)
    if (!call) continue
    const config = call.arguments[0] && unwrap(call.arguments[0])
    if (!config || !ts.isObjectLiteralExpression(config)) continue
    const edits = new MachineReader(sf, consts, config).read(setupArguments(init))
    for (const edit of edits) mutants.push(toMutant(file, name, source, edit))
  }
  return dedupe(mutants)
}

function findCreateMachine(node: ts.Node): ts.CallExpression | null {
  let found: ts.CallExpression | null = null
  const visit = (n: ts.Node) => {
    if (found) return
    if (ts.isCallExpression(n)) {
      const callee = n.expression
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : ''
      if (name === 'createMachine') {
        found = n
        return
      }
    }
    ts.forEachChild(n, visit)
  }
  visit(node)
  return found
}

/** The object arguments of `setup(...)` and `.extend(...)` in the chain before `createMachine`. */
function setupArguments(node: ts.Node): ts.ObjectLiteralExpression[] {
  const found: ts.ObjectLiteralExpression[] = []
  const visit = (n: ts.Node) => {
    if (ts.isCallExpression(n)) {
      const callee = n.expression
      const name = ts.isPropertyAccessExpression(callee) ? callee.name.text : ts.isIdentifier(callee) ? callee.text : ''
      const arg = n.arguments[0] && unwrap(n.arguments[0])
      if ((name === 'setup' || name === 'extend') && arg && ts.isObjectLiteralExpression(arg)) found.push(arg)
    }
    ts.forEachChild(n, visit)
  }
  visit(node)
  return found
}

class MachineReader {
  private edits: Edit[] = []
  private readonly root: StateTreeNode
  private readonly rootId: string | null
  private readonly visitedConsts = new Set<string>()

  constructor(
    private readonly sf: ts.SourceFile,
    private readonly consts: Map<string, ts.Expression>,
    private readonly config: ts.ObjectLiteralExpression,
  ) {
    this.root = this.tree(config, '(root)', null)
    const id = property(config, 'id')
    this.rootId = id ? stringValue(id.initializer) : null
  }

  read(setups: ts.ObjectLiteralExpression[]): Edit[] {
    for (const setup of setups) this.readDelays(setup)
    this.readState(this.config, [])
    return this.edits
  }

  private tree(obj: ts.ObjectLiteralExpression, key: string, parent: StateTreeNode | null): StateTreeNode {
    const idProp = property(obj, 'id')
    const node: StateTreeNode = { key, id: idProp ? stringValue(idProp.initializer) : null, children: [], parent }
    const states = property(obj, 'states')
    const statesObj = states && unwrap(states.initializer)
    if (statesObj && ts.isObjectLiteralExpression(statesObj)) {
      for (const p of statesObj.properties) {
        const childKey = propertyName(p)
        if (!childKey || !ts.isPropertyAssignment(p)) continue
        const child = unwrap(p.initializer)
        if (ts.isObjectLiteralExpression(child)) node.children.push(this.tree(child, childKey, node))
      }
    }
    return node
  }

  private nodeAt(path: string[]): StateTreeNode | null {
    let node: StateTreeNode | null = this.root
    for (const key of path) {
      node = node?.children.find((c) => c.key === key) ?? null
      if (!node) return null
    }
    return node
  }

  private pathOf(node: StateTreeNode): string[] {
    const keys: string[] = []
    for (let n: StateTreeNode | null = node; n && n.parent; n = n.parent) keys.unshift(n.key)
    return keys
  }

  private allNodes(node = this.root): StateTreeNode[] {
    return [node, ...node.children.flatMap((c) => this.allNodes(c))]
  }

  /** The state node a target names, from the transition's source (null: the source is not known, as in a shared constant). */
  private resolve(target: string, source: string[] | null): StateTreeNode | null {
    if (target.startsWith('#')) {
      const [id, ...rest] = target.slice(1).split('.')
      const base = id === this.rootId ? this.root : this.allNodes().find((n) => n.id === id)
      return base ? this.descend(base, rest) : null
    }
    if (target.startsWith('.')) return source ? this.descend(this.nodeAt(source), target.slice(1).split('.')) : null
    const keys = target.split('.')
    if (source) {
      const parent = source.length === 0 ? null : this.nodeAt(source.slice(0, -1))
      return parent ? this.descend(parent, keys) : null
    }
    const matches = this.allNodes().filter((n) => n.key === keys[0] && n.parent).map((n) => this.descend(n.parent, keys)).filter((n): n is StateTreeNode => !!n)
    return matches[0] ?? null
  }

  private descend(from: StateTreeNode | null, keys: string[]): StateTreeNode | null {
    let node = from
    for (const key of keys) {
      node = node?.children.find((c) => c.key === key) ?? null
      if (!node) return null
    }
    return node
  }

  private readDelays(setup: ts.ObjectLiteralExpression) {
    const delays = property(setup, 'delays')
    const obj = delays && unwrap(delays.initializer)
    if (!obj || !ts.isObjectLiteralExpression(obj)) return
    for (const p of obj.properties) {
      const name = propertyName(p)
      if (!name || !ts.isPropertyAssignment(p)) continue
      this.replace('delay-doubled', `delays.${name}`, `delay ${name} doubled`, p.initializer, `__mutantDouble(${p.initializer.getText(this.sf)})`, DOUBLE_HELPER)
    }
  }

  private readState(obj: ts.ObjectLiteralExpression, path: string[]) {
    const where = path.length ? path.join('.') : '(root)'
    for (const p of obj.properties) {
      const name = propertyName(p)
      if (!name || !ts.isPropertyAssignment(p)) continue
      const value = unwrap(p.initializer)
      switch (name) {
        case 'states':
          if (ts.isObjectLiteralExpression(value)) {
            for (const child of value.properties) {
              const key = propertyName(child)
              if (!key || !ts.isPropertyAssignment(child)) continue
              const state = unwrap(child.initializer)
              if (ts.isObjectLiteralExpression(state)) this.readState(state, [...path, key])
            }
          }
          break
        case 'on':
          this.readEvents(value, { path, where: `${where}.on` })
          break
        case 'after':
          if (ts.isObjectLiteralExpression(value)) {
            for (const entry of value.properties) {
              const delay = propertyName(entry)
              if (!delay || !ts.isPropertyAssignment(entry)) continue
              if (ts.isNumericLiteral(entry.name)) this.replace('delay-doubled', `${where}.after.${delay}`, `delay ${delay} ms doubled`, entry.name, String(2 * Number(delay)))
              this.readTransitions(entry.initializer, { path, where: `${where}.after.${delay}` }, entry, delay)
            }
          }
          break
        case 'always':
        case 'onDone':
          this.readTransitions(p.initializer, { path, where: `${where}.${name}` }, p, name)
          break
        case 'invoke': {
          const invokes = ts.isArrayLiteralExpression(value) ? value.elements.map((e, i) => [unwrap(e), `${where}.invoke[${i}]`] as const) : [[value, `${where}.invoke`] as const]
          for (const [invoke, at] of invokes) {
            if (!ts.isObjectLiteralExpression(invoke)) continue
            for (const key of ['onDone', 'onError', 'onSnapshot']) {
              const handler = property(invoke, key)
              if (handler) this.readTransitions(handler.initializer, { path, where: `${at}.${key}` }, handler, key)
            }
          }
          break
        }
        case 'entry':
        case 'exit':
          this.readActions(p.initializer, `${where}.${name}`, p)
          break
      }
    }
  }

  /** An `on` object: each event's transitions; a shared constant is read once, under its own name. */
  private readEvents(value: ts.Expression, source: Source) {
    const resolved = this.constant(value)
    if (resolved) {
      if (this.visitedConsts.has(resolved.name)) return
      this.visitedConsts.add(resolved.name)
      this.readEvents(resolved.value, { path: null, where: resolved.name })
      return
    }
    const obj = unwrap(value)
    if (!ts.isObjectLiteralExpression(obj)) return
    for (const entry of obj.properties) {
      const event = propertyName(entry)
      if (!event || !ts.isPropertyAssignment(entry)) continue
      this.readTransitions(entry.initializer, { path: source.path, where: `${source.where}.${event}` }, entry, event)
    }
  }

  /** A module-level constant (`EDITABLE`, `EDITABLE.SUBMIT`, `calculate`) the config refers to. */
  private constant(value: ts.Expression): { name: string; value: ts.Expression } | null {
    const inner = unwrap(value)
    if (ts.isIdentifier(inner) && this.consts.has(inner.text)) return { name: inner.text, value: this.consts.get(inner.text)! }
    if (ts.isPropertyAccessExpression(inner) && ts.isIdentifier(inner.expression) && this.consts.has(inner.expression.text)) {
      const base = unwrap(this.consts.get(inner.expression.text)!)
      if (!ts.isObjectLiteralExpression(base)) return null
      const member = property(base, inner.name.text)
      return member ? { name: `${inner.expression.text}.${inner.name.text}`, value: member.initializer } : null
    }
    return null
  }

  /**
   * One event's transitions: a target string, a transition object or an array of them. `holder` is
   * what deleting a lone transition removes (its property).
   */
  private readTransitions(value: ts.Expression, source: Source, holder: ts.Node, label: string) {
    const resolved = this.constant(value)
    if (resolved) {
      if (this.visitedConsts.has(resolved.name)) return
      const whole = resolved.name.split('.')[0]!
      if (whole !== resolved.name && this.visitedConsts.has(whole)) return
      this.visitedConsts.add(resolved.name)
      this.readTransitions(resolved.value, { path: null, where: resolved.name }, holder, label)
      return
    }
    const inner = unwrap(value)
    if (ts.isArrayLiteralExpression(inner)) {
      const siblings = inner.elements.map((e) => this.targetOf(e))
      inner.elements.forEach((element, i) => this.readTransition(element, { path: source.path, where: `${source.where}[${i}]` }, element, siblings, i))
      return
    }
    this.readTransition(inner, source, holder, [this.targetOf(inner)], 0)
  }

  private targetOf(element: ts.Expression): string | null {
    const inner = unwrap(element)
    const text = stringValue(inner)
    if (text !== null) return text
    if (ts.isObjectLiteralExpression(inner)) {
      const target = property(inner, 'target')
      return target ? stringValue(target.initializer) : null
    }
    return null
  }

  private readTransition(value: ts.Expression, source: Source, deletable: ts.Node, groupTargets: (string | null)[], index: number) {
    const inner = unwrap(value)
    const text = stringValue(inner)
    if (text !== null) {
      this.remove('transition', source.where, `transition ${source.where} → ${text} deleted`, deletable)
      this.swapTarget(inner, text, source, groupTargets, index)
      return
    }
    if (!ts.isObjectLiteralExpression(inner)) return
    const target = property(inner, 'target')
    const targetText = target ? stringValue(target.initializer) : null
    this.remove('transition', source.where, `transition ${source.where}${targetText ? ` → ${targetText}` : ''} deleted`, deletable)
    if (target && targetText !== null) this.swapTarget(unwrap(target.initializer), targetText, source, groupTargets, index)
    const guard = property(inner, 'guard')
    if (guard) {
      const name = nameOf(guard.initializer)
      this.replace('guard-negated', `${source.where}.guard`, `guard ${name} negated`, guard.initializer, `__mutantNot(${guard.initializer.getText(this.sf)})`, NOT_HELPER)
      this.remove('guard-dropped', `${source.where}.guard`, `guard ${name} dropped`, guard)
    }
    const actions = property(inner, 'actions')
    if (actions) this.readActions(actions.initializer, `${source.where}.actions`, actions)
  }

  private readActions(value: ts.Expression, where: string, holder: ts.Node) {
    const inner = unwrap(value)
    if (ts.isArrayLiteralExpression(inner)) {
      inner.elements.forEach((element, i) => this.remove('action-dropped', `${where}[${i}]`, `action ${nameOf(element)} dropped`, element))
      return
    }
    this.remove('action-dropped', where, `action ${nameOf(inner)} dropped`, holder)
  }

  private swapTarget(literal: ts.Expression, target: string, source: Source, groupTargets: (string | null)[], index: number) {
    const node = this.resolve(target, source.path)
    if (!node || !node.parent) return
    const sourceNode = source.path ? this.nodeAt(source.path) : null
    const excluded = (n: StateTreeNode) => n === node || n === sourceNode
    const siblings = node.parent.children.filter((n) => !excluded(n))
    if (siblings.length === 0) return
    // The other outcome of the same event first (a swapped outcome), else the next sibling.
    const others = [...groupTargets.slice(index + 1), ...groupTargets.slice(0, index)]
      .map((t) => (t === null ? null : this.resolve(t, source.path)))
      .filter((n): n is StateTreeNode => !!n && n.parent === node.parent && !excluded(n))
    const order = node.parent.children
    const at = order.indexOf(node)
    const next = [...order.slice(at + 1), ...order.slice(0, at)].find((n) => !excluded(n))
    const chosen = others[0] ?? next!
    const segments = target.split('.')
    segments[segments.length - 1] = chosen.key
    const replacement = segments.join('.')
    const quote = literal.getText(this.sf)[0] === '"' ? '"' : "'"
    this.replace('target', `${source.where}->${this.pathOf(chosen).join('.')}`, `target ${target} → ${replacement}`, literal, `${quote}${replacement}${quote}`)
  }

  private replace(operator: Operator, where: string, description: string, node: ts.Node, text: string, appendix?: string) {
    this.edits.push({ operator, where, description, start: node.getStart(this.sf), end: node.getEnd(), text, appendix })
  }

  /** Removes a property or an array element with its comma. */
  private remove(operator: Operator, where: string, description: string, node: ts.Node) {
    const text = this.sf.text
    let start = node.getStart(this.sf)
    let end = node.getEnd()
    const after = /^\s*,/.exec(text.slice(end))
    if (after) end += after[0].length
    else {
      const before = /,\s*$/.exec(text.slice(0, start))
      if (before) start -= before[0].length
    }
    this.edits.push({ operator, where, description, start, end, text: '' })
  }
}

function lineAt(text: string, offset: number): { line: number; text: string } {
  const line = text.slice(0, offset).split('\n').length
  return { line, text: text.split('\n')[line - 1] ?? '' }
}

const clip = (text: string) => {
  const trimmed = text.trim()
  return trimmed.length > 200 ? `${trimmed.slice(0, 197)}...` : trimmed
}

function toMutant(file: string, machine: string, source: string, edit: Edit): Mutant {
  const { line, text: before } = lineAt(source, edit.start)
  const mutated = applyEdit(source, edit.start, edit.end, edit.text, '')
  const after = mutated.split('\n')[line - 1] ?? ''
  return {
    id: `${machine}:${edit.operator}:${edit.where}`,
    machine,
    file,
    operator: edit.operator,
    where: edit.where,
    description: edit.description,
    line,
    before: clip(before),
    after: clip(after),
    start: edit.start,
    end: edit.end,
    text: edit.text,
    appendix: edit.appendix ?? '',
  }
}

function applyEdit(source: string, start: number, end: number, text: string, appendix: string): string {
  return `${source.slice(0, start)}${text}${source.slice(end)}${appendix}`
}

/** The module's text with the mutant planted. */
export function applyMutant(source: string, mutant: Pick<Mutant, 'start' | 'end' | 'text' | 'appendix'>): string {
  return applyEdit(source, mutant.start, mutant.end, mutant.text, mutant.appendix)
}

/** Syntax errors of a mutated module (a mutant that does not compile is not run): the parser's own diagnostics, no type check. */
export function syntaxErrors(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS) as ts.SourceFile & { parseDiagnostics?: ts.Diagnostic[] }
  return (sf.parseDiagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'))
}

/** One mutant per edit (a constant shared by several states is mutated once); ids made unique. */
function dedupe(mutants: Mutant[]): Mutant[] {
  const edits = new Set<string>()
  const ids = new Map<string, number>()
  return mutants.flatMap((m) => {
    const edit = `${m.start}:${m.end}:${m.text}`
    if (edits.has(edit)) return []
    edits.add(edit)
    const count = ids.get(m.id) ?? 0
    ids.set(m.id, count + 1)
    return [count === 0 ? m : { ...m, id: `${m.id}#${count + 1}` }]
  })
}
